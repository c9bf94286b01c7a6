import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from '../../shared/lib/account-time';
import { rangeLabel, sentimentLabel } from './review-format';

describe('review format', () => {
  it("shows dates on the account's calendar", () => {
    expect(formatDay('2025-03-01T03:00:00Z', 'America/New_York')).toBe('Feb 28, 2025');
    expect(formatDay('2025-03-01T03:00:00Z', 'UTC')).toBe('Mar 1, 2025');
    expect(formatDateTime('2025-03-01T15:04:00Z', 'UTC')).toBe('Mar 1, 2025, 3:04 PM');
  });

  it('names sentiments', () => {
    expect([1, 0, -1].map(sentimentLabel)).toEqual(['Positive', 'Neutral', 'Negative']);
  });

  it('says where the page stands', () => {
    expect(rangeLabel(1, 25, 25, 7321)).toBe('1–25 of 7,321 reviews');
    expect(rangeLabel(3, 25, 4, 54)).toBe('51–54 of 54 reviews');
    expect(rangeLabel(1, 25, 1, 1)).toBe('1–1 of 1 review');
    expect(rangeLabel(1, 25, 0, 0)).toBe('0 reviews');
  });
});
