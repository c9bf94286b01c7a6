import type { PgBoss } from 'pg-boss';
import { workWithSourceRetries } from '../../jobs/source-retries';
import type { ReviewSyncRepo, SyncKey } from './review-sync.repo';
import type { ReviewSyncService } from './review-sync.service';

export const REVIEW_SYNC_QUEUE = 'reviews.sync';
export const REVIEW_SYNC_ALL_QUEUE = 'reviews.sync-all';
/** Every 15 minutes: incremental syncs of every location and source. */
const SYNC_ALL_CRON = '*/15 * * * *';

export type SyncJob = SyncKey & { full?: boolean };

/**
 * One job per location and source at a time: a second request while one waits is the same job. Up to 3
 * retries with back-off; a source's Retry-After or a refusal for good overrides it (jobs/source-retries.ts).
 */
export async function enqueueSync(boss: PgBoss, job: SyncJob): Promise<void> {
  await boss.send(REVIEW_SYNC_QUEUE, job, {
    singletonKey: `${job.locationId}:${job.sourceId}`,
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
  });
}

export async function workReviewSync(boss: PgBoss, sync: ReviewSyncService, repo: ReviewSyncRepo): Promise<void> {
  await workWithSourceRetries<SyncJob>(boss, REVIEW_SYNC_QUEUE, { pollingIntervalSeconds: 2 }, async (job) => {
    const { full, ...key } = job;
    await sync.sync(key, { full });
  });
  await boss.work(REVIEW_SYNC_ALL_QUEUE, async () => {
    for (const key of await repo.targets()) await enqueueSync(boss, key);
  });
  await boss.schedule(REVIEW_SYNC_ALL_QUEUE, SYNC_ALL_CRON);
}
