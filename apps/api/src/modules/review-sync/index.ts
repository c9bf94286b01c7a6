export {
  enqueueSync,
  REVIEW_SYNC_ALL_QUEUE,
  REVIEW_SYNC_QUEUE,
  REVIEW_SYNC_QUEUE_OPTIONS,
  workReviewSync,
} from './review-sync.jobs';
export { createReviewSyncRepo, type ReviewSyncRepo, type SyncKey } from './review-sync.repo';
export { createReviewSyncRequests } from './review-sync.requests';
export { reviewSyncRoutes } from './review-sync.routes';
export { createReviewSyncService } from './review-sync.service';
