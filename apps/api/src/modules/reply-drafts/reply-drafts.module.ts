import { defineModule } from '../../platform/modules/module-definition';
import { replyDraftsRoutes } from './reply-drafts.routes';
import { createReplyDraftsService, type ReplyDraftsDeps } from './reply-drafts.service';

/** Drafted replies to reviews (issue 32 §1, decision 0131): it owns no table, it reads through other modules. */
export const replyDraftsModule = defineModule({
  name: 'reply-drafts',
  createServices: (_repos, deps: ReplyDraftsDeps) => ({ replyDrafts: createReplyDraftsService(deps) }),
  routes: (app, { replyDrafts }) => replyDraftsRoutes(app, replyDrafts),
});
