import type { PgBoss } from 'pg-boss';
import type { QueueDefinition } from '../../platform/jobs/boss';
import type { AuditLogService } from './audit-log.service';

export const AUDIT_LOG_SWEEP_QUEUE = 'audit-log.sweep';
export const AUDIT_LOG_QUEUES: readonly QueueDefinition[] = [
  { name: AUDIT_LOG_SWEEP_QUEUE, options: { policy: 'singleton' } },
];
/** Once a day, at night UTC: the retention is counted in days (decision 0158). */
const SWEEP_CRON = '40 3 * * *';

export async function workAuditLog(boss: PgBoss, auditLog: AuditLogService, now: () => Date): Promise<void> {
  await boss.work(AUDIT_LOG_SWEEP_QUEUE, async () => {
    await auditLog.forgetOld(now());
  });
  await boss.schedule(AUDIT_LOG_SWEEP_QUEUE, SWEEP_CRON);
}
