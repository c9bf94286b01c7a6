import { describe, expect, it } from 'vitest';
import { CUSTOM_RANGE_MESSAGES, isValidCustomRange, validateCustomRange } from './custom-date-range';

const TODAY = '2024-03-01';

describe('custom date range rules', () => {
  it("needs both dates: 'Date Required'", () => {
    expect(validateCustomRange({ from: null, to: null }, TODAY)).toEqual({
      from: 'Date Required',
      to: 'Date Required',
    });
    expect(validateCustomRange({ from: '2024-02-01', to: undefined }, TODAY)).toEqual({ to: 'Date Required' });
    expect(validateCustomRange({ from: '', to: '2024-02-01' }, TODAY)).toEqual({ from: 'Date Required' });
    expect(validateCustomRange({ from: '2023-02-29', to: '2024-02-01' }, TODAY).from).toBe(
      CUSTOM_RANGE_MESSAGES.dateRequired,
    );
  });

  it("refuses From after To: 'Invalid Date Range' on both", () => {
    expect(validateCustomRange({ from: '2024-02-10', to: '2024-02-09' }, TODAY)).toEqual({
      from: 'Invalid Date Range',
      to: 'Invalid Date Range',
    });
  });

  it("refuses a From later than today: 'Invalid Date Range'", () => {
    expect(validateCustomRange({ from: '2024-03-02', to: '2024-03-01' }, TODAY).from).toBe('Invalid Date Range');
  });

  it("refuses a To after today: 'Invalid Date Range'", () => {
    expect(validateCustomRange({ from: '2024-02-01', to: '2024-03-02' }, TODAY)).toEqual({
      to: 'Invalid Date Range',
    });
  });

  it('accepts a range up to and including today, and a single day', () => {
    expect(validateCustomRange({ from: '2024-02-29', to: '2024-03-01' }, TODAY)).toEqual({});
    expect(isValidCustomRange({ from: '2024-03-01', to: '2024-03-01' }, TODAY)).toBe(true);
    expect(isValidCustomRange({ from: '2024-03-01', to: null }, TODAY)).toBe(false);
  });
});
