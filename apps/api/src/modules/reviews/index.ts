export {
  CUSTOMER_FEEDBACK_SOURCE_ID,
  type FeedbackArrived,
  type FirstPartyFeedback,
} from './first-party-feedback';
export { dailyCountConditions, dayTotalConditions } from './review-daily-counts';
export { type ResolvedFilters, reviewConditions } from './review-filters';
export { reviewsCsv } from './reviews.csv';
export { encodeCursor, toResponse } from './reviews.mapper';
export { reviewsModule } from './reviews.module';
export type { ReviewRow } from './reviews.repo';
export type { ReviewsService } from './reviews.service';
