export { replyDraftsModule } from './reply-drafts.module';
export type { ReplyDraftsService } from './reply-drafts.service';
