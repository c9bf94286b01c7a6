export { RESPONSE_DELETE_QUEUE, RESPONSE_PUBLISH_QUEUE } from './responses.queue';
export { responsesModule } from './responses.module';
