import { PgBoss, type Queue } from 'pg-boss';

/**
 * A queue a module sends to, with the options it needs beyond the defaults (the 'standard' policy): a policy
 * decides what a singletonKey means. Each module declares its own; the composition root hands them all here.
 */
export type QueueDefinition = { name: string; options?: Omit<Queue, 'name'> };

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
  } else if (existing) {
    // The other options can change in place: a queue created by an earlier version gets today's (heartbeats).
    const { policy: _kept, partition: _fixed, ...changeable } = options;
    if (Object.keys(changeable).length > 0) await boss.updateQueue(name, changeable);
  }
}

/**
 * How often a worker's pg-boss looks for jobs whose worker died (a missed heartbeat, an expired job) and hands them
 * to another: with the heartbeats of the mail and scheduled-export queues, mail held by a killed worker goes out
 * about a minute later instead of after the 60 s default plus the job's expiry (decision 0046).
 */
const SUPERVISE_SECONDS = 20;

/**
 * Starts pg-boss and creates every queue, so that sends never hit a missing queue. Servers only send jobs;
 * workers also supervise queues and run cron schedules.
 */
export async function startBoss(
  url: string,
  role: BossRole,
  onError: (error: Error) => void,
  queues: readonly QueueDefinition[],
): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: url,
    schema: 'pgboss',
    supervise: role === 'worker',
    schedule: role === 'worker',
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
    max: role === 'worker' ? 5 : 3,
  });
  boss.on('error', onError);
  await boss.start();
  for (const queue of queues) await ensureQueue(boss, role, queue.name, queue.options);
  return boss;
}
