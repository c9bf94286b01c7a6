import type { AccountSettingCode } from '@repute/domain';
import type { PgBoss } from 'pg-boss';
import { defineModule } from '../../platform/modules/module-definition';
import type { ReplyDraftsService } from '../reply-drafts';
import type { ResponseTemplatesService } from '../response-templates';
import type { ResponsesService } from '../responses';
import type { ReviewsService } from '../reviews';
import { AUTO_REPLY_QUEUES, createAutoReplyJobs, workAutoReplies } from './auto-replies.jobs';
import { createAutoRepliesRepo } from './auto-replies.repo';
import { autoRepliesRoutes } from './auto-replies.routes';
import { createReplyAudit } from './reply-audit';
import { createReplyComposer } from './reply-composer';
import { createRulesService } from './rules.service';
import { createSuggestionsService } from './suggestions.service';

type Deps = {
  boss: PgBoss;
  reviews: ReviewsService;
  responses: ResponsesService;
  templates: ResponseTemplatesService;
  drafts: ReplyDraftsService;
  settingOn: (accountId: number, code: AccountSettingCode) => Promise<boolean>;
  timeZoneOf: (accountId: number) => Promise<string>;
};

/** Auto-reply rules, the approval queue and the audit of who posted a reply (issue 32 §2, decision 0146). */
export const autoRepliesModule = defineModule({
  name: 'auto-replies',
  createRepos: (db) => createAutoRepliesRepo(db),
  createServices: (repo, deps: Deps) => {
    const composer = createReplyComposer({ reviews: deps.reviews, templates: deps.templates, drafts: deps.drafts });
    return {
      autoReplyRules: createRulesService({ repo, composer, templates: deps.templates, settingOn: deps.settingOn }),
      replySuggestions: createSuggestionsService({ repo, reviews: deps.reviews, responses: deps.responses }),
      replyAudit: createReplyAudit(repo, deps.reviews),
      autoReplyJobs: createAutoReplyJobs({ ...deps, repo, composer }),
    };
  },
  routes: (app, services) =>
    autoRepliesRoutes(app, {
      rules: services.autoReplyRules,
      suggestions: services.replySuggestions,
      audit: services.replyAudit,
    }),
  queues: AUTO_REPLY_QUEUES,
  jobHandlers: (boss, { services }) => workAutoReplies(boss, services.autoReplyJobs),
});
