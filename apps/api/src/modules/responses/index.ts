export { createResponseJobs, workResponses } from './responses.jobs';
export { createResponseQueue, RESPONSE_DELETE_QUEUE, RESPONSE_PUBLISH_QUEUE, RESPONSE_QUEUES } from './responses.queue';
export { createResponsesRepo } from './responses.repo';
export { responsesRoutes } from './responses.routes';
export { createResponsesService } from './responses.service';
