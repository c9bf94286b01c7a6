export { replyDraftsModule } from './reply-drafts.module';
