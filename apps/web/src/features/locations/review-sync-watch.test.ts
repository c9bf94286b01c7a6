import type { ReviewPage, ReviewSync } from '@repute/domain/urls';
import { describe, expect, it } from 'vitest';
import { concernsLocation, SYNC_POLL_WINDOW_MS, syncPending, watchSync } from './review-sync-watch';

const sync = (values: Partial<ReviewSync>): ReviewSync => ({
  external_location_id: 'harborview',
  last_synced_at: null,
  source_count: null,
  local_count: 0,
  difference: null,
  last_error: null,
  ...values,
});
const page = (sourceId: number, reviewSync: ReviewSync | null) =>
  ({ id: sourceId, source_id: sourceId, source_name: 'Yelp', url: 'https://x', review_sync: reviewSync }) as ReviewPage;

describe('watching a sync that was asked for', () => {
  const now = 1_000_000;

  it('polls until the page has a new sync time, and no longer', () => {
    const before = page(3, sync({ last_synced_at: '2026-01-01T00:00:00Z' }));
    const watches = [watchSync(before, 3, now)];
    expect(syncPending(watches, [before], now + 3_000)).toBe(true);
    const after = page(3, sync({ last_synced_at: '2026-01-02T00:00:00Z', source_count: 4 }));
    expect(syncPending(watches, [after], now + 6_000)).toBe(false);
  });

  it('stops when the sync failed (a new error) or when its time is up', () => {
    const before = page(3, sync({}));
    const watches = [watchSync(before, 3, now)];
    expect(syncPending(watches, [page(3, sync({ last_error: 'Yelp said no' }))], now + 1)).toBe(false);
    expect(syncPending(watches, [before], now + SYNC_POLL_WINDOW_MS)).toBe(false);
  });

  it('keeps waiting for a page just added, until it is listed with a sync', () => {
    const watches = [watchSync(undefined, 3, now)];
    expect(syncPending(watches, [], now + 1)).toBe(true);
    expect(syncPending(watches, undefined, now + 1)).toBe(true);
    expect(syncPending(watches, [page(3, null)], now + 1)).toBe(true);
    expect(syncPending(watches, [page(3, sync({}))], now + 1)).toBe(true);
    expect(syncPending(watches, [page(3, sync({ last_synced_at: '2026-01-02T00:00:00Z' }))], now + 1)).toBe(false);
  });

  it('does not poll without a watch', () => {
    expect(syncPending([], [page(3, null)], now)).toBe(false);
  });
});

describe('realtime events of a location', () => {
  it('concern it when they name it, name no location, or are a reconnect', () => {
    expect(concernsLocation({ location_id: 7, created: 1 }, 7)).toBe(true);
    expect(concernsLocation({ location_id: 8, created: 1 }, 7)).toBe(false);
    expect(concernsLocation(null, 7)).toBe(true);
    expect(concernsLocation({ created: 1 }, 7)).toBe(true);
  });
});
