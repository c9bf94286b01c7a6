import type { PgBoss } from 'pg-boss';
import type { QueueDefinition } from '../../platform/jobs/boss';
import type { ReviewAnalysis } from './review-analysis.service';

export const ANALYSE_QUEUE = 'insights.analyse';
export const ANALYSE_SWEEP_QUEUE = 'insights.analyse-sweep';
export const REANALYSE_QUEUE = 'insights.reanalyse';
export const RETRAIN_QUEUE = 'insights.retrain';

/**
 * One analysis per account waiting and one running at a time ('stately' with the account as key): reviews that
 * arrive while one runs are read by the next. A re-analysis is retried from its saved cursor.
 */
export const INSIGHTS_QUEUES: readonly QueueDefinition[] = [
  { name: ANALYSE_QUEUE, options: { policy: 'stately' } },
  { name: ANALYSE_SWEEP_QUEUE },
  { name: REANALYSE_QUEUE, options: { policy: 'stately' } },
  { name: RETRAIN_QUEUE },
];

/** Every minute, the accounts with reviews waiting (written by anyone: sync, seed, imports) get their analysis. */
const SWEEP_CRON = '* * * * *';
/** Nightly: accounts with enough new rated reviews get their own model, then a re-analysis. */
const RETRAIN_CRON = '30 3 * * *';

/** Asks for the analysis of the account's waiting reviews (a review sync calls it after storing a page). */
export async function requestAnalysis(boss: PgBoss, accountId: number): Promise<void> {
  await boss.send(ANALYSE_QUEUE, { accountId }, { singletonKey: String(accountId), retryLimit: 3, retryDelay: 30 });
}

export async function requestReanalysis(boss: PgBoss, accountId: number, runId: number): Promise<void> {
  await boss.send(
    REANALYSE_QUEUE,
    { runId },
    { singletonKey: String(accountId), retryLimit: 5, retryDelay: 60, retryBackoff: true },
  );
}

export async function workInsights(boss: PgBoss, analysis: ReviewAnalysis): Promise<void> {
  await boss.work<{ accountId: number }>(ANALYSE_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await analysis.analyseWaiting(job.data.accountId);
  });
  await boss.work(ANALYSE_SWEEP_QUEUE, async () => {
    for (const accountId of await analysis.accountsWaiting()) await requestAnalysis(boss, accountId);
  });
  await boss.schedule(ANALYSE_SWEEP_QUEUE, SWEEP_CRON);
  await boss.work<{ runId: number }>(REANALYSE_QUEUE, async ([job]) => {
    if (job) await analysis.reanalyse(job.data.runId);
  });
  await boss.work(RETRAIN_QUEUE, async () => {
    for (const account of await analysis.ratedReviewCounts()) {
      if (await analysis.retrainIfDue(account)) {
        const run = await analysis.createRun(account.accountId, null);
        await requestReanalysis(boss, account.accountId, run.id);
      }
    }
  });
  await boss.schedule(RETRAIN_QUEUE, RETRAIN_CRON);
}
