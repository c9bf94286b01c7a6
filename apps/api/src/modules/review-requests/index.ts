export type { CampaignReportsService } from './campaign-reports.service';
export { microsurveyResponsesCsv } from './microsurvey-responses.csv';
export { REMINDER_SWEEP_QUEUE } from './request-queues';
export type { RequestSender } from './request-sender';
export { REVIEW_REQUEST_QUEUES } from './review-requests.jobs';
export { reviewRequestsModule } from './review-requests.module';
