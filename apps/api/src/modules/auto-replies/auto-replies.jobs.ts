import { type AccountSettingCode, flaggedWordingIn, postingTime, ruleMatches } from '@repute/domain';
import type { PgBoss } from 'pg-boss';
import { AppError } from '../../platform/errors';
import type { QueueDefinition } from '../../platform/jobs/boss';
import type { ResponsesService } from '../responses';
import type { AutoRepliesRepo, RuleRow } from './auto-replies.repo';
import type { ReplyComposer } from './reply-composer';
import { snapshotOf } from './rule-rows';

export const AUTO_REPLY_SWEEP_QUEUE = 'auto-replies.sweep';
export const AUTO_REPLY_POST_QUEUE = 'auto-replies.post';

export const AUTO_REPLY_QUEUES: readonly QueueDefinition[] = [
  // One sweep at a time: a slow one is not joined by the next minute's.
  { name: AUTO_REPLY_SWEEP_QUEUE, options: { policy: 'singleton' } },
  { name: AUTO_REPLY_POST_QUEUE, options: { retryLimit: 3, retryDelay: 60, retryBackoff: true } },
];

/** Every minute: new reviews are matched to rules and their replies scheduled after each rule's delay. */
const SWEEP_CRON = '* * * * *';
/** New reviews a sweep looks at per account, newest first. */
const SWEEP_BATCH = 500;
/**
 * How far back a sweep looks: reviews that arrived in the last two days. A review no rule picks is looked at again
 * each minute until then, so the window keeps that bounded; a sweep that was down longer answers nothing late.
 */
const SWEEP_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

export type AutoReplyPostJob = { accountId: number; runId: number };

export type AutoReplyJobDeps = {
  repo: AutoRepliesRepo;
  composer: ReplyComposer;
  responses: Pick<ResponsesService, 'answerAs' | 'answered'>;
  settingOn: (accountId: number, code: AccountSettingCode) => Promise<boolean>;
  timeZoneOf: (accountId: number) => Promise<string>;
  boss: PgBoss;
};

/** Rules only answer what they can: auto_responding on, and drafts only while response_autopilot is on too. */
async function rulesAllowed(deps: AutoReplyJobDeps, accountId: number, rule: RuleRow) {
  if (!(await deps.settingOn(accountId, 'auto_responding'))) return false;
  return snapshotOf(rule).reply_with !== 'drafts' || deps.settingOn(accountId, 'response_autopilot');
}

/**
 * Matches new reviews to rules and posts their replies when due (decision 0146). A reply is posted through the
 * responses module (answerAs: the same job and source clients as a person's), and everything is checked again when
 * it is due: a person who replied meanwhile, a rule switched off or changed, quiet hours, and nothing is posted.
 */
export function createAutoReplyJobs(deps: AutoReplyJobDeps) {
  const { repo, composer, responses, boss } = deps;

  async function schedule(accountId: number, runId: number, at: Date) {
    await boss.send(AUTO_REPLY_POST_QUEUE, { accountId, runId } satisfies AutoReplyPostJob, { startAfter: at });
  }

  /** A review with flagged wording never gets an automatic reply: it goes to the queue for a person, at once. */
  async function holdForPerson(accountId: number, rule: RuleRow, reviewId: number, runId: number, turn: number) {
    const review = await repo.reviewForRule(accountId, reviewId);
    const flagged = flaggedWordingIn(review?.content);
    const content = (await composer.compose(accountId, snapshotOf(rule), reviewId, turn)) ?? '';
    await repo.suggest(accountId, { reviewId, content, suggestedByUserId: null, ruleId: rule.id, flagged });
    await repo.settleRun(accountId, runId, 'held_for_person', flagged.map((word) => word.phrase).join(', '));
  }

  async function sweepAccount(accountId: number) {
    const rules = (await repo.listRules(accountId)).filter((rule) => rule.enabled);
    if (rules.length === 0 || !(await deps.settingOn(accountId, 'auto_responding'))) return;
    const since = new Date(
      Math.max(Date.now() - SWEEP_WINDOW_MS, Math.min(...rules.map((rule) => rule.createdAt.getTime()))),
    );
    const candidates = await repo.unansweredSince(accountId, since, SWEEP_BATCH);
    if (candidates.length === 0) return;
    const timeZone = await deps.timeZoneOf(accountId);
    const groups = new Map(
      await Promise.all(
        rules.map(
          async (rule) => [rule.id, await repo.locationsOfGroups(accountId, snapshotOf(rule).group_ids)] as const,
        ),
      ),
    );
    for (const review of candidates) {
      // The oldest rule that picks the review takes it; a rule answers only what arrived after it was made.
      const rule = rules.find(
        (candidate) =>
          candidate.createdAt <= review.createdAt &&
          ruleMatches(snapshotOf(candidate), review, groups.get(candidate.id) ?? new Set()),
      );
      if (!rule || !(await rulesAllowed(deps, accountId, rule))) continue;
      const definition = snapshotOf(rule);
      const due = new Date(review.createdAt.getTime() + definition.delay_minutes * 60_000);
      const at = postingTime(definition.quiet_hours, timeZone, due);
      const run = await repo.claim(accountId, rule.id, review.id, at);
      if (!run) continue;
      if (flaggedWordingIn(review.content).length > 0) {
        await holdForPerson(accountId, rule, review.id, run.id, await repo.nextTurn(accountId, rule.id));
      } else {
        await schedule(accountId, run.id, at);
      }
    }
  }

  return {
    async sweep(): Promise<void> {
      for (const accountId of await repo.accountsWithRules()) await sweepAccount(accountId);
    },

    async post({ accountId, runId }: AutoReplyPostJob): Promise<void> {
      const run = await repo.findRun(accountId, runId);
      if (run?.status !== 'scheduled') return;
      const rule = await repo.findRule(accountId, run.ruleId);
      if (!rule?.enabled || !(await rulesAllowed(deps, accountId, rule))) {
        return repo.settleRun(accountId, run.id, 'skipped', 'The rule was switched off');
      }
      if (await responses.answered(accountId, run.reviewId)) {
        return repo.settleRun(accountId, run.id, 'skipped', 'Someone replied meanwhile');
      }
      const definition = snapshotOf(rule);
      const review = await repo.reviewForRule(accountId, run.reviewId);
      const groups = await repo.locationsOfGroups(accountId, definition.group_ids);
      if (!review || !ruleMatches(definition, review, groups)) {
        return repo.settleRun(accountId, run.id, 'skipped', 'The rule no longer picks this review');
      }
      // The rule's quiet hours may have changed since it was scheduled.
      const now = new Date();
      const at = postingTime(definition.quiet_hours, await deps.timeZoneOf(accountId), now);
      if (at.getTime() > now.getTime()) {
        await repo.settleRun(accountId, run.id, 'scheduled', null, at);
        return schedule(accountId, run.id, at);
      }
      const turn = await repo.nextTurn(accountId, rule.id);
      if (flaggedWordingIn(review.content).length > 0) return holdForPerson(accountId, rule, review.id, run.id, turn);
      const content = await composer.compose(accountId, definition, review.id, turn);
      if (!content) return repo.settleRun(accountId, run.id, 'skipped', 'None of its templates is left');
      if (definition.needs_approval) {
        await repo.suggest(accountId, {
          reviewId: review.id,
          content,
          suggestedByUserId: null,
          ruleId: rule.id,
          flagged: [],
        });
        return repo.settleRun(accountId, run.id, 'queued_for_approval', null);
      }
      try {
        await responses.answerAs(accountId, review.id, content, { userId: null, ruleId: rule.id });
      } catch (error) {
        // Refused for good (answered in the same instant, a source that takes no replies): recorded, not retried.
        if (!(error instanceof AppError)) throw error;
        return repo.settleRun(accountId, run.id, 'skipped', error.message);
      }
      await repo.settleRun(accountId, run.id, 'posted', null);
    },
  };
}

export type AutoReplyJobs = ReturnType<typeof createAutoReplyJobs>;

export async function workAutoReplies(boss: PgBoss, jobs: AutoReplyJobs): Promise<void> {
  await boss.work(AUTO_REPLY_SWEEP_QUEUE, async () => jobs.sweep());
  await boss.work<AutoReplyPostJob>(AUTO_REPLY_POST_QUEUE, { pollingIntervalSeconds: 1 }, async (batch) => {
    for (const job of batch) await jobs.post(job.data);
  });
  await boss.schedule(AUTO_REPLY_SWEEP_QUEUE, SWEEP_CRON);
}
