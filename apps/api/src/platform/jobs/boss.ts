import { PgBoss, type Queue } from 'pg-boss';
import { RESPONSE_DELETE_QUEUE, RESPONSE_PUBLISH_QUEUE } from '../../modules/responses';
import { REVIEW_SYNC_ALL_QUEUE, REVIEW_SYNC_QUEUE, REVIEW_SYNC_QUEUE_OPTIONS } from '../../modules/review-sync';
import { MAIL_QUEUE } from '../mail/mail.jobs';

/** Every queue any module uses; created at start so that sends never hit a missing queue. */
export const QUEUES = [
  MAIL_QUEUE,
  RESPONSE_PUBLISH_QUEUE,
  RESPONSE_DELETE_QUEUE,
  REVIEW_SYNC_QUEUE,
  REVIEW_SYNC_ALL_QUEUE,
] as const;

/** Queues that need more than the defaults (the 'standard' policy): their policy decides what a singletonKey means. */
const QUEUE_OPTIONS: Partial<Record<(typeof QUEUES)[number], Omit<Queue, 'name'>>> = {
  [REVIEW_SYNC_QUEUE]: REVIEW_SYNC_QUEUE_OPTIONS,
};

export type BossRole = 'server' | 'worker';

/**
 * Creates the queue, or recreates it when an earlier version created it with another policy: pg-boss keeps an
 * existing queue as it is and cannot change its policy. Recreating drops the jobs it holds, so only queues whose
 * jobs come again by themselves (the scheduled review sync) may change policy.
 */
async function ensureQueue(boss: PgBoss, role: BossRole, name: string, options: Omit<Queue, 'name'> = {}) {
  const policy = options.policy ?? 'standard';
  await boss.createQueue(name, { ...options, policy });
  // Workers only: a server starting while an older worker still runs the queue must not drop its jobs.
  if (role !== 'worker') return;
  const existing = await boss.getQueue(name);
  if (existing && existing.policy !== policy) {
    await boss.deleteQueue(name);
    await boss.createQueue(name, { ...options, policy });
  }
}

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
  for (const queue of QUEUES) await ensureQueue(boss, role, queue, QUEUE_OPTIONS[queue]);
  return boss;
}
