export { responsesModule } from './responses.module';
export { RESPONSE_DELETE_QUEUE, RESPONSE_PUBLISH_QUEUE } from './responses.queue';
export type { ReplyPoster, ResponsesService } from './responses.service';
