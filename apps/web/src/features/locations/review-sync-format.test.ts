import type { ReviewSync } from '@repute/domain/urls';
import { describe, expect, it } from 'vitest';
import { countsText, differenceText, lastSyncedText } from './review-sync-format';

const sync = (values: Partial<ReviewSync>): ReviewSync => ({
  external_location_id: 'northwind',
  last_synced_at: null,
  source_count: null,
  local_count: 0,
  difference: null,
  last_error: null,
  ...values,
});

describe('review sync texts', () => {
  it('says what the source holds against what we hold, and the difference when they differ', () => {
    const missing = sync({ source_count: 12, local_count: 9, difference: 3 });
    expect(countsText(missing)).toBe('12 at the source, 9 here');
    expect(differenceText(missing)).toBe('3 missing here');
    expect(differenceText(sync({ source_count: 3, local_count: 5, difference: -2 }))).toBe(
      '2 more here than at the source',
    );
    expect(differenceText(sync({ source_count: 5, local_count: 5, difference: 0 }))).toBeNull();
  });

  it('says so when the source has not told its count or the sync never ran', () => {
    expect(countsText(sync({ local_count: 4 }))).toBe('Not counted at the source yet, 4 here');
    expect(differenceText(sync({ local_count: 4 }))).toBeNull();
    expect(lastSyncedText(null, 'America/New_York')).toBe('Never');
  });

  it("tells when the sync ran in the account's time zone, whatever the browser's", () => {
    const synced = sync({ last_synced_at: '2025-03-04T17:05:00.000Z' });
    expect(lastSyncedText(synced, 'America/Los_Angeles')).toBe('Mar 4, 2025, 9:05 AM');
    expect(lastSyncedText(synced, 'Pacific/Kiritimati')).toBe('Mar 5, 2025, 7:05 AM');
  });
});
