export { AUTO_REPLY_POST_QUEUE, AUTO_REPLY_SWEEP_QUEUE } from './auto-replies.jobs';
export { autoRepliesModule } from './auto-replies.module';
