import {
  type AccountSettingCode,
  AUTO_REPLY_DRY_RUN_DAYS,
  type AutoReplyRule,
  type AutoReplyRuleBody,
  type DryRun,
  flaggedWordingIn,
  ruleMatches,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { badRequest, featureOff, notFound } from '../../platform/errors';
import type { ResponseTemplatesService } from '../response-templates';
import type { AutoRepliesRepo } from './auto-replies.repo';
import type { ReplyComposer } from './reply-composer';
import { definitionOf, snapshotOf, toRule } from './rule-rows';

export type RulesDeps = {
  repo: AutoRepliesRepo;
  composer: ReplyComposer;
  templates: Pick<ResponseTemplatesService, 'existing'>;
  settingOn: (accountId: number, code: AccountSettingCode) => Promise<boolean>;
};

/** The reviews a dry run replays at most, and the answers it shows of them. */
const DRY_RUN_REVIEWS = 1000;
const DRY_RUN_SHOWN = 50;
const RUNS_SHOWN = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Auto-reply rules (decision 0146): saved with every version kept, and replayed over last month on request. */
export function createRulesService({ repo, composer, templates, settingOn }: RulesDeps) {
  async function own(caller: Caller, id: number) {
    const row = await repo.findRule(caller.accountId, id);
    if (!row) throw notFound('Rule not found');
    return row;
  }

  /** What the table cannot say: drafts need response_autopilot, templates must be the account's. */
  async function assertUsable(caller: Caller, body: AutoReplyRuleBody) {
    if (body.reply_with === 'drafts' && !(await settingOn(caller.accountId, 'response_autopilot'))) throw featureOff();
    const known = new Set(await templates.existing(caller.accountId, body.template_ids));
    if (body.reply_with === 'templates' && body.template_ids.some((id) => !known.has(id))) {
      throw badRequest('Unknown template', { template_ids: ['Pick templates of this account'] });
    }
  }

  async function save(caller: Caller, id: number | null, body: AutoReplyRuleBody): Promise<AutoReplyRule> {
    await assertUsable(caller, body);
    const row = await repo.saveRule(
      caller.accountId,
      id,
      { name: body.name, enabled: body.enabled, definition: definitionOf(body) },
      caller.userId,
    );
    if (!row) throw notFound('Rule not found');
    return toRule(row);
  }

  return {
    async list(caller: Caller): Promise<AutoReplyRule[]> {
      return (await repo.listRules(caller.accountId)).map(toRule);
    },
    async get(caller: Caller, id: number) {
      return toRule(await own(caller, id));
    },
    create: (caller: Caller, body: AutoReplyRuleBody) => save(caller, null, body),
    update: (caller: Caller, id: number, body: AutoReplyRuleBody) => save(caller, id, body),
    async remove(caller: Caller, id: number) {
      const row = await repo.deleteRule(caller.accountId, id);
      if (!row) throw notFound('Rule not found');
      return toRule(row);
    },

    async history(caller: Caller, id: number) {
      const rule = await own(caller, id);
      const [versions, runs] = await Promise.all([
        repo.versions(caller.accountId, rule.id),
        repo.runs(caller.accountId, rule.id, RUNS_SHOWN),
      ]);
      return {
        versions: versions.map((version) => ({
          version: version.version,
          rule: snapshotOf({ ...rule, definition: version.definition }),
          changed_by: version.changedBy,
          changed_at: version.changedAt.toISOString(),
        })),
        runs: runs.map((run) => ({
          id: run.id,
          rule_id: run.ruleId,
          review_id: run.reviewId,
          status: run.status,
          reason: run.reason,
          due_at: run.dueAt.toISOString(),
          created_at: run.createdAt.toISOString(),
        })),
      };
    },

    /**
     * What the rule would have answered over the last 30 days, whether those reviews were answered or not: the
     * question is what it would have said. Templates take their turns in the order the reviews came.
     */
    async dryRun(caller: Caller, body: AutoReplyRuleBody): Promise<DryRun> {
      await assertUsable(caller, body);
      const to = new Date();
      const from = new Date(to.getTime() - AUTO_REPLY_DRY_RUN_DAYS * DAY_MS);
      const [candidates, groupLocations] = await Promise.all([
        repo.publishedBetween(caller.accountId, from, to, DRY_RUN_REVIEWS),
        repo.locationsOfGroups(caller.accountId, body.group_ids),
      ]);
      const matched = candidates.filter((review) => ruleMatches(body, review, groupLocations));
      const shown = matched.slice(0, DRY_RUN_SHOWN);
      const rule = definitionOf(body);
      const items = [];
      for (const [turn, review] of [...shown].reverse().entries()) {
        const flagged = flaggedWordingIn(review.content);
        items.push({
          review_id: review.id,
          author_name: review.authorName,
          rating: review.rating,
          content: review.content,
          location_name: review.locationName,
          published_at: review.publishedAt.toISOString(),
          outcome: flagged.length > 0 ? ('person' as const) : ('reply' as const),
          reply: (await composer.compose(caller.accountId, rule, review.id, turn)) ?? null,
          flagged,
        });
      }
      return { days: AUTO_REPLY_DRY_RUN_DAYS, matched: matched.length, items: items.reverse() };
    },
  };
}

export type RulesService = ReturnType<typeof createRulesService>;
