import { describe, expect, it } from 'vitest';
import { readFilterState } from '../../shared/filters/filter-state';
import { performanceFilters } from './performance-query';

const TODAY = '2026-06-15';
const callOf = (params: Record<string, string>) =>
  performanceFilters(readFilterState(params, 'sixMonths', TODAY), 'locations', false);

describe('the Location Performance call’s dates (spec 001 §7: start_date, end_date)', () => {
  it('sends a custom range as its own dates, and no descriptor', () => {
    const call = callOf({ dateDescriptor: 'custom', from: '2026-01-01', to: '2026-03-31' });
    expect(call).toEqual({ start_date: '2026-01-01', end_date: '2026-03-31', with_lag: false, group_by: 'location' });
  });

  it('reads from and to without a descriptor as that custom range', () => {
    expect(callOf({ from: '2026-01-01', to: '2026-03-31' })).toMatchObject({
      start_date: '2026-01-01',
      end_date: '2026-03-31',
    });
  });

  it('sends a preset as the dates it resolves to, whatever stale from and to the URL still holds', () => {
    const call = callOf({ dateDescriptor: 'thirtyDays', from: '2026-01-01', to: '2026-03-31' });
    expect(call).toEqual({ start_date: '2026-05-17', end_date: TODAY, with_lag: false, group_by: 'location' });
  });
});
