export { createCampaignsService } from './campaigns.service';
export { landingRoutes } from './landing.routes';
export { createLandingService } from './landing.service';
export { createRequestCsvs } from './request-csvs';
export { createRequestSender, type RequestSender } from './request-sender';
export { createRequestSubscriptions } from './request-subscriptions';
export {
  createRequestQueues,
  REMINDER_SWEEP_QUEUE,
  REVIEW_REQUEST_QUEUES,
  workReviewRequests,
} from './review-requests.jobs';
export { createReviewRequestsRepo } from './review-requests.repo';
export { reviewRequestsRoutes } from './review-requests.routes';
export { smsWebhookRoutes } from './sms-webhooks.routes';
export { createSmsWebhooks } from './sms-webhooks.service';
export { createRequestTemplatesService } from './templates.service';
