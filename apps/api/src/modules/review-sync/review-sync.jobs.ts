import type { PgBoss } from 'pg-boss';
import { workWithSourceRetries } from '../../connectors/source-retries';
import type { QueueDefinition } from '../../platform/jobs/boss';
import type { ReviewSyncRepo, SyncKey } from './review-sync.repo';
import type { ReviewSyncService } from './review-sync.service';

export const REVIEW_SYNC_QUEUE = 'reviews.sync';
export const REVIEW_SYNC_ALL_QUEUE = 'reviews.sync-all';
/**
 * pg-boss deduplicates a singletonKey only through a queue policy's unique index; on the default 'standard'
 * queue the key is just a label (unless singletonSeconds throttles). 'stately' allows one job per key and state:
 * one waiting, one running, one waiting to be retried. So a request while a sync waits is that sync, a request
 * while one runs is queued once for after it (it may have read before the change asked for), and two syncs of
 * one location and source never run at the same time.
 */
export const REVIEW_SYNC_QUEUES: readonly QueueDefinition[] = [
  { name: REVIEW_SYNC_QUEUE, options: { policy: 'stately' } },
  { name: REVIEW_SYNC_ALL_QUEUE },
];
/** Every 15 minutes: incremental syncs of every location and source. */
const SYNC_ALL_CRON = '*/15 * * * *';

export type SyncJob = SyncKey & { full?: boolean };

/** A sync someone asked for (Sync now, a page just linked) goes before the quarter-hour sweep's backlog. */
const ON_DEMAND_PRIORITY = 10;

/**
 * One job per location and source at a time (the queue's 'stately' policy): a second request while one waits
 * is the same job; a full pass asked for then makes the waiting job a full one, and a request on demand moves
 * it ahead of the scheduled ones. Up to 3 retries with back-off; a source's Retry-After or a refusal for good
 * overrides it (jobs/source-retries.ts).
 */
export async function enqueueSync(boss: PgBoss, job: SyncJob, { onDemand = false } = {}): Promise<void> {
  const singletonKey = `${job.locationId}:${job.sourceId}`;
  const priority = onDemand ? ON_DEMAND_PRIORITY : 0;
  // A sync held back for the source's Retry-After is the next sync: another now would call a throttled source
  // ('stately' lets a new job wait beside one in retry). It takes over a full pass asked for meanwhile.
  const jobs = await boss.findJobs(REVIEW_SYNC_QUEUE, { key: singletonKey, queued: true });
  if (jobs.some((waiting) => waiting.state === 'retry')) {
    if (job.full) await boss.update(REVIEW_SYNC_QUEUE, job, { singletonKey, match: 'all' });
    return;
  }
  // Twice at most: the waiting job may start between the send and the update, which frees its place.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const id = await boss.send(REVIEW_SYNC_QUEUE, job, {
      singletonKey,
      priority,
      retryLimit: 3,
      retryDelay: 60,
      retryBackoff: true,
    });
    if (id !== null || !(job.full || onDemand)) return;
    // The waiting job stands for this request: full if this one is (never the other way), ahead if on demand.
    const { updated } = await boss.update(REVIEW_SYNC_QUEUE, job.full ? job : undefined, {
      singletonKey,
      match: 'all',
      ...(onDemand ? { priority } : {}),
    });
    if (updated > 0) return;
  }
}

export async function workReviewSync(boss: PgBoss, sync: ReviewSyncService, repo: ReviewSyncRepo): Promise<void> {
  // Five at a time and straight on while batches come back full: with one job per fetch pg-boss waits the polling
  // interval between jobs, so a quarter-hour sweep of a thousand locations would outlast its quarter hour.
  const work = { pollingIntervalSeconds: 2, batchSize: 5, burstWhenBatchFull: true };
  await workWithSourceRetries<SyncJob>(boss, REVIEW_SYNC_QUEUE, work, async (job) => {
    const { full, ...key } = job;
    await sync.sync(key, { full });
  });
  await boss.work(REVIEW_SYNC_ALL_QUEUE, async () => {
    // Only what can sync: a location whose page was removed would fail as "not linked" every 15 minutes.
    for (const key of await repo.targets(sync.reach())) await enqueueSync(boss, key);
  });
  await boss.schedule(REVIEW_SYNC_ALL_QUEUE, SYNC_ALL_CRON);
}
