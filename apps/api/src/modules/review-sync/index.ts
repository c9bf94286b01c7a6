export {
  enqueueSync,
  REVIEW_SYNC_ALL_QUEUE,
  REVIEW_SYNC_QUEUE,
  REVIEW_SYNC_QUEUES,
  workReviewSync,
} from './review-sync.jobs';
export { createReviewSyncLinks, type ReviewSyncLinks, type SyncStateRow } from './review-sync.links';
export { createReviewSyncRepo, type SyncKey } from './review-sync.repo';
export { createReviewSyncRequests } from './review-sync.requests';
export { reviewSyncRoutes } from './review-sync.routes';
export { createReviewSyncService } from './review-sync.service';
