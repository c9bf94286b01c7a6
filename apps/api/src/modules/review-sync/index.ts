export { enqueueSync, REVIEW_SYNC_ALL_QUEUE, REVIEW_SYNC_QUEUE } from './review-sync.jobs';
export type { ReviewSyncLinks, SyncStateRow } from './review-sync.links';
export { reviewSyncModule } from './review-sync.module';
export type { SyncKey } from './review-sync.repo';
