import {
  approveReplySuggestion,
  autoReplyRuleHistory,
  bulkApproveReplySuggestions,
  createAutoReplyRule,
  deleteAutoReplyRule,
  dryRunAutoReplyRule,
  getAutoReplyRule,
  listAutoReplyRules,
  listReplySuggestions,
  patchAutoReplyRule,
  rejectReplySuggestion,
  replaceAutoReplyRule,
  replyAudit,
  suggestReply,
} from '@repute/domain/contracts/auto-replies';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { ReplyAudit } from './reply-audit';
import type { RulesService } from './rules.service';
import type { SuggestionsService } from './suggestions.service';

const ruleHref = (id: number) => `/auto_reply_rules/${id}`;
const suggestionHref = (id: number) => `/reply_suggestions/${id}`;

export function autoRepliesRoutes(
  app: ContractApp,
  { rules, suggestions, audit }: { rules: RulesService; suggestions: SuggestionsService; audit: ReplyAudit },
): void {
  route(app, listAutoReplyRules, async (request) => {
    const items = await rules.list(callerOf(request));
    return halList(
      'auto_reply_rules',
      items,
      items.length,
      { page: 1, per_page: Math.max(items.length, 1) },
      '/auto_reply_rules',
    );
  });
  route(app, createAutoReplyRule, async (request, reply) => {
    const rule = await rules.create(callerOf(request), request.body);
    return reply.status(201).send(halItem(rule, ruleHref(rule.id)));
  });
  route(app, dryRunAutoReplyRule, async (request) => rules.dryRun(callerOf(request), request.body));
  route(app, getAutoReplyRule, async (request) =>
    halItem(await rules.get(callerOf(request), request.params.id), ruleHref(request.params.id)),
  );
  for (const contract of [patchAutoReplyRule, replaceAutoReplyRule]) {
    route(app, contract, async (request) =>
      halItem(await rules.update(callerOf(request), request.params.id, request.body), ruleHref(request.params.id)),
    );
  }
  route(app, deleteAutoReplyRule, async (request) =>
    halItem(await rules.remove(callerOf(request), request.params.id), ruleHref(request.params.id)),
  );
  route(app, autoReplyRuleHistory, async (request) => rules.history(callerOf(request), request.params.id));

  route(app, listReplySuggestions, async (request) => {
    const items = await suggestions.list(callerOf(request), request.query);
    return halList(
      'reply_suggestions',
      items,
      items.length,
      { page: 1, per_page: Math.max(items.length, 1) },
      '/reply_suggestions',
    );
  });
  route(app, suggestReply, async (request, reply) => {
    const suggestion = await suggestions.suggest(callerOf(request), request.body);
    return reply.status(201).send(halItem(suggestion, suggestionHref(suggestion.id)));
  });
  route(app, bulkApproveReplySuggestions, async (request) =>
    suggestions.bulkApprove(callerOf(request), request.body.ids),
  );
  route(app, approveReplySuggestion, async (request) =>
    halItem(
      await suggestions.approve(callerOf(request), request.params.id, request.body.content),
      suggestionHref(request.params.id),
    ),
  );
  route(app, rejectReplySuggestion, async (request) =>
    halItem(await suggestions.reject(callerOf(request), request.params.id), suggestionHref(request.params.id)),
  );
  route(app, replyAudit, async (request) => audit(callerOf(request), request.params.id));
}
