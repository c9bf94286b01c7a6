import { PgBoss } from 'pg-boss';
import { MAIL_QUEUE } from '../mail/mail.jobs';
import { RESPONSE_DELETE_QUEUE, RESPONSE_PUBLISH_QUEUE } from '../modules/responses/responses.queue';
import { REVIEW_SYNC_ALL_QUEUE, REVIEW_SYNC_QUEUE } from '../modules/review-sync/review-sync.jobs';

/** Every queue any module uses; created at start so that sends never hit a missing queue. */
export const QUEUES = [
  MAIL_QUEUE,
  RESPONSE_PUBLISH_QUEUE,
  RESPONSE_DELETE_QUEUE,
  REVIEW_SYNC_QUEUE,
  REVIEW_SYNC_ALL_QUEUE,
] as const;

export type BossRole = 'server' | 'worker';

/** Servers only send jobs; workers also supervise queues and run cron schedules. */
export async function startBoss(url: string, role: BossRole, onError: (error: Error) => void): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: url,
    schema: 'pgboss',
    supervise: role === 'worker',
    schedule: role === 'worker',
    max: role === 'worker' ? 5 : 3,
  });
  boss.on('error', onError);
  await boss.start();
  for (const queue of QUEUES) await boss.createQueue(queue);
  return boss;
}
