import type { ReviewPage } from '@repute/domain/urls';

/** How often the list is re-read while a sync that was asked for has not shown yet, and for how long at most. */
export const SYNC_POLL_INTERVAL_MS = 3_000;
export const SYNC_POLL_WINDOW_MS = 60_000;

/** A sync asked for (Sync now, add, edit): the source's page, what its sync said then, and when to give up. */
export type SyncWatch = { sourceId: number; stamp: string | null; until: number };

/** What changes when a sync of the page ends: its last sync time, or its last error when it failed. */
export function syncStamp(page: ReviewPage | undefined): string | null {
  const sync = page?.review_sync;
  if (!sync || (sync.last_synced_at === null && sync.last_error === null)) return null;
  return `${sync.last_synced_at ?? ''}|${sync.last_error ?? ''}`;
}

export function watchSync(page: ReviewPage | undefined, sourceId: number, now: number): SyncWatch {
  return { sourceId, stamp: syncStamp(page), until: now + SYNC_POLL_WINDOW_MS };
}

/** Whether a watched sync has not shown in the list yet (and its time is not up): the list is then polled. */
export function syncPending(watches: readonly SyncWatch[], pages: readonly ReviewPage[] | undefined, now: number) {
  return watches.some((watch) => {
    if (now >= watch.until) return false;
    const page = pages?.find((candidate) => candidate.source_id === watch.sourceId);
    // A page just added may not be listed yet: keep waiting for it.
    return page === undefined || syncStamp(page) === watch.stamp;
  });
}

/** Whether a realtime event concerns this location's pages: a sync of it, or a reconnect that may have missed one. */
export function concernsLocation(payload: unknown, locationId: number): boolean {
  if (!payload || typeof payload !== 'object') return true;
  const eventLocation = (payload as { location_id?: unknown }).location_id;
  return typeof eventLocation !== 'number' || eventLocation === locationId;
}
