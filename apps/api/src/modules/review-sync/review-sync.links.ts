import type { ReviewSyncRepo, SyncKey } from './review-sync.repo';

/**
 * Where each location is at each source, for the modules that link a location to its page (urls) or act on a
 * review at its source (response jobs). The sync state rows stay this module's; others go through this.
 */
export function createReviewSyncLinks(repo: ReviewSyncRepo) {
  return {
    /** The sync state of one location and source, if it has one. */
    state: (key: SyncKey) => repo.state(key),
    /** The sync states of some of the account's locations, for showing the reconciliation. */
    statesOfLocations: (accountId: number, locationIds: number[]) => repo.statesOfLocations(accountId, locationIds),
    /** Links the location to its page at the source; the next sync is a full pass. */
    linkExternalLocation: (key: SyncKey, externalLocationId: string) =>
      repo.linkExternalLocation(key, externalLocationId),
    /** The page was removed: the location is no longer linked at the source. */
    unlinkExternalLocation: (key: SyncKey) => repo.unlinkExternalLocation(key),
  };
}

export type ReviewSyncLinks = ReturnType<typeof createReviewSyncLinks>;

export type SyncStateRow = Awaited<ReturnType<ReviewSyncLinks['statesOfLocations']>>[number];
