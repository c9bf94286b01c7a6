import type { PgBoss } from 'pg-boss';
import type { QueueDefinition } from '../../platform/jobs/boss';
import type { ScheduledExportDelivery } from './scheduled-export-delivery';

export const SCHEDULED_EXPORTS_SWEEP_QUEUE = 'scheduled-exports.sweep';
/**
 * 'singleton': one sweep runs at a time, so a slow sweep is not joined by the next minute's (the claims make
 * a second sweep harmless anyway, but it would only wait on the same rows). The heartbeat lets the sweep of a
 * worker that was killed go within seconds: until then, being active, it would hold every later sweep back for
 * the queue's 15-minute expiry (decision 0046).
 */
export const SCHEDULED_EXPORT_QUEUES: readonly QueueDefinition[] = [
  { name: SCHEDULED_EXPORTS_SWEEP_QUEUE, options: { policy: 'singleton', heartbeatSeconds: 10 } },
];
/** Every minute, pg-boss cron's finest step: an export is sent within a minute of its time. */
const SWEEP_CRON = '* * * * *';

export async function workScheduledExports(boss: PgBoss, delivery: ScheduledExportDelivery): Promise<void> {
  await boss.work(SCHEDULED_EXPORTS_SWEEP_QUEUE, async () => {
    await delivery.deliverDue();
  });
  await boss.schedule(SCHEDULED_EXPORTS_SWEEP_QUEUE, SWEEP_CRON);
}
