export {
  CUSTOMER_FEEDBACK_SOURCE_ID,
  createFirstPartyFeedback,
  type FeedbackArrived,
  type FirstPartyFeedback,
} from './first-party-feedback';
export { createFirstPartyFeedbackRepo } from './first-party-feedback.repo';
export { dailyCountConditions } from './review-daily-counts';
export { type ResolvedFilters, reviewConditions } from './review-filters';
export { reviewsCsv } from './reviews.csv';
export { encodeCursor, toResponse } from './reviews.mapper';
export { createReviewsRepo, type ReviewsRepo } from './reviews.repo';
export { reviewsRoutes } from './reviews.routes';
export { createReviewsService, type ReviewsService } from './reviews.service';
