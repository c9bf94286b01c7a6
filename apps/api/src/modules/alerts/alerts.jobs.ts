import type { PgBoss } from 'pg-boss';
import type { SqlExecutor } from '../../platform/db/ambient-sql';
import type { QueueDefinition } from '../../platform/jobs/boss';
import type { AlertRaise } from './alert-events';
import type { AlertNotifier } from './alerts.notify';

export const ALERT_RAISE_QUEUE = 'alerts.raise';
export const ALERT_SWEEP_QUEUE = 'alerts.sweep';

export const ALERT_QUEUES: readonly QueueDefinition[] = [
  { name: ALERT_RAISE_QUEUE, options: { retryLimit: 5, retryDelay: 30, retryBackoff: true } },
  // One sweep at a time: a slow one is not joined by the next minute's.
  { name: ALERT_SWEEP_QUEUE, options: { policy: 'singleton' } },
];

/** Every minute: digests whose time has come, and reviews that have waited too long for a response. */
const SWEEP_CRON = '* * * * *';

/**
 * Raises alerts for what just happened, written through `jobs` (ambientSqlExecutor): in the transaction that
 * stored it, so a review that is stored is always alerted and one rolled back never is.
 */
export function createAlertRaiser(boss: PgBoss, jobs: SqlExecutor) {
  return async (raise: AlertRaise) => {
    await boss.send(ALERT_RAISE_QUEUE, raise, { db: jobs });
  };
}

export type RaiseAlert = ReturnType<typeof createAlertRaiser>;

export async function workAlerts(boss: PgBoss, notifier: AlertNotifier): Promise<void> {
  await boss.work<AlertRaise>(ALERT_RAISE_QUEUE, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await notifier.raise(job.data);
  });
  await boss.work(ALERT_SWEEP_QUEUE, async () => {
    await notifier.sendDueDigests();
    await notifier.sweepWaiting();
  });
  await boss.schedule(ALERT_SWEEP_QUEUE, SWEEP_CRON);
}
