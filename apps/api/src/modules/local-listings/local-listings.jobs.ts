import type { PgBoss } from 'pg-boss';
import type { QueueDefinition } from '../../platform/jobs/boss';
import type { ListingEngine } from './listing-engine';
import { createListingSync, type ListingSync } from './listing-sync';
import type { LocalListingsRepo } from './local-listings.repo';

export const LISTING_SCAN_QUEUE = 'local-listings.scan';
export const LISTING_SCAN_ALL_QUEUE = 'local-listings.scan-all';
export const LISTING_PUBLISH_QUEUE = 'local-listings.publish-due';
export const LISTING_AUTO_SYNC_QUEUE = 'local-listings.auto-sync';
export const LISTING_SYNC_DAY_QUEUE = 'local-listings.sync-day';

/**
 * 'stately' keeps one waiting job per singletonKey: a second scan asked for while one waits is that scan, and a
 * location's Auto Sync has one pending send however many edits come in (the quiet time is read from
 * listing_changes when it runs).
 */
export const LOCAL_LISTING_QUEUES: readonly QueueDefinition[] = [
  { name: LISTING_SCAN_QUEUE, options: { policy: 'stately' } },
  { name: LISTING_SCAN_ALL_QUEUE },
  { name: LISTING_PUBLISH_QUEUE, options: { policy: 'stately' } },
  { name: LISTING_AUTO_SYNC_QUEUE, options: { policy: 'stately' } },
  { name: LISTING_SYNC_DAY_QUEUE },
];
/** Directories are scanned several times a day (spec 001 §9): every six hours. */
const SCAN_ALL_CRON = '0 */6 * * *';
/** Due changes are sent every minute: Google's per-profile limit is per minute. */
const PUBLISH_CRON = '* * * * *';
/**
 * Each account's listings in sync are kept for the day just before it ends (UTC, decision 0107): the day's last
 * write stands for the day, and scans write it too.
 */
const SYNC_DAY_CRON = '50 23 * * *';
/** How many locations' Auto Sync jobs one worker takes at a time. */
const AUTO_SYNC_BATCH = 100;

type ScanJob = { accountId: number; locationIds?: number[] };
type AutoSyncJob = { accountId: number; locationId: number };

export async function enqueueScan(boss: PgBoss, accountId: number, locationIds?: number[]): Promise<void> {
  const key = locationIds ? `${accountId}:${[...locationIds].sort((a, b) => a - b).join(',')}` : `${accountId}`;
  await boss.send(LISTING_SCAN_QUEUE, { accountId, locationIds } satisfies ScanJob, {
    singletonKey: key,
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
  });
}

/** Notes that the locations' listing data changed (their fields, holiday hours or directory overrides). */
export type ListingDataChanged = (accountId: number, locationIds: number[]) => Promise<void>;

/**
 * A change to a location's listing data (spec 001 §9): noted now, sent 30 minutes after the last one. The job
 * waits out the quiet time; a later change moves `changed_at`, and the job, finding it too recent, comes back then.
 */
export function createAutoSyncRequests(
  repo: LocalListingsRepo,
  boss: PgBoss,
  delaySeconds: number,
): ListingDataChanged {
  return async function listingDataChanged(accountId, locationIds) {
    await repo.noteChange(accountId, locationIds, new Date());
    for (const locationId of locationIds) {
      await boss.send(LISTING_AUTO_SYNC_QUEUE, { accountId, locationId } satisfies AutoSyncJob, {
        singletonKey: String(locationId),
        startAfter: delaySeconds,
      });
    }
  };
}

/**
 * The daily job's work: every account's comparisons worked out again where an edit or the day made them stale, then
 * its listings in sync kept for the day.
 */
export async function keepSyncDays(engine: ListingEngine, repo: LocalListingsRepo, sync: ListingSync) {
  for (const accountId of await repo.accountsToScan()) {
    await engine.compareStale(accountId);
    await sync.keepToday(accountId);
  }
}

export async function workLocalListings(boss: PgBoss, engine: ListingEngine, repo: LocalListingsRepo): Promise<void> {
  const sync = createListingSync({ repo, engine });
  await boss.work<ScanJob>(LISTING_SCAN_QUEUE, async ([job]) => {
    if (!job) return;
    await engine.scan(job.data.accountId, job.data.locationIds);
    await sync.keepToday(job.data.accountId);
  });
  await boss.work(LISTING_SYNC_DAY_QUEUE, async () => {
    await keepSyncDays(engine, repo, sync);
  });
  await boss.work(LISTING_SCAN_ALL_QUEUE, async () => {
    for (const accountId of await repo.accountsToScan()) await enqueueScan(boss, accountId);
  });
  await boss.work(LISTING_PUBLISH_QUEUE, async () => {
    await engine.publishDue();
  });
  // A burst (a bulk edit of many locations) comes due at once: its jobs are taken in batches, queued together.
  await boss.work<AutoSyncJob>(LISTING_AUTO_SYNC_QUEUE, { batchSize: AUTO_SYNC_BATCH }, async (jobs) => {
    for (const accountId of new Set(jobs.map((job) => job.data.accountId))) {
      const locationIds = jobs.filter((job) => job.data.accountId === accountId).map((job) => job.data.locationId);
      for (const [locationId, waitUntil] of await engine.autoSync(accountId, locationIds)) {
        await boss.send(LISTING_AUTO_SYNC_QUEUE, { accountId, locationId } satisfies AutoSyncJob, {
          singletonKey: String(locationId),
          startAfter: waitUntil,
        });
      }
    }
  });
  await boss.schedule(LISTING_SCAN_ALL_QUEUE, SCAN_ALL_CRON);
  await boss.schedule(LISTING_PUBLISH_QUEUE, PUBLISH_CRON);
  await boss.schedule(LISTING_SYNC_DAY_QUEUE, SYNC_DAY_CRON);
}
