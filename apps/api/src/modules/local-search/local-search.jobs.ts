import type { Job, PgBoss } from 'pg-boss';
import type { LocalSearchProvider } from '../../connectors/local-search-provider';
import type { QueueDefinition } from '../../platform/jobs/boss';
import type { LocalSearchRepo } from './local-search.repo';
import type { LocalSearchService } from './local-search.service';
import { runScan } from './scan-runner';

export const LOCAL_SEARCH_SCAN_QUEUE = 'local-search.scan';
export const LOCAL_SEARCH_DUE_QUEUE = 'local-search.due';
export const LOCAL_SEARCH_RESUME_QUEUE = 'local-search.resume';

/**
 * 'stately' keeps one waiting job a scan: the resume sweep asking again for a scan whose job waits is that job. A
 * 15×15 grid at the provider's quota takes well under the hour a job may run before pg-boss gives it to another worker.
 */
export const LOCAL_SEARCH_QUEUES: readonly QueueDefinition[] = [
  { name: LOCAL_SEARCH_SCAN_QUEUE, options: { policy: 'stately', expireInSeconds: 60 * 60 } },
  { name: LOCAL_SEARCH_DUE_QUEUE },
  { name: LOCAL_SEARCH_RESUME_QUEUE },
];
/** Weekly scans that came due are made every quarter of an hour. */
const DUE_CRON = '*/15 * * * *';
/** Scans a dead worker left are picked up again every ten minutes (their claimed points are not asked again). */
const RESUME_CRON = '*/10 * * * *';
/** How many due searches one run makes scans for. */
const DUE_BATCH = 500;

type ScanJob = { accountId: number; scanId: number };

export async function enqueueScan(boss: PgBoss, accountId: number, scanId: number): Promise<void> {
  await boss.send(LOCAL_SEARCH_SCAN_QUEUE, { accountId, scanId } satisfies ScanJob, {
    singletonKey: String(scanId),
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
  });
}

/** The scan queue's handler: runs the job's scan until it is done or the job is stopped (its signal). */
export function scanJobHandler(repo: LocalSearchRepo, provider: LocalSearchProvider) {
  return async ([job]: Job<ScanJob>[]) => {
    if (!job) return;
    await runScan(repo, provider, job.data.accountId, job.data.scanId, job.signal);
  };
}

export async function workLocalSearch(
  boss: PgBoss,
  repo: LocalSearchRepo,
  provider: LocalSearchProvider,
  service: LocalSearchService,
): Promise<void> {
  await boss.work<ScanJob>(LOCAL_SEARCH_SCAN_QUEUE, scanJobHandler(repo, provider));
  await boss.work(LOCAL_SEARCH_DUE_QUEUE, async () => {
    while ((await service.scanDue(DUE_BATCH)) === DUE_BATCH) {
      // A large install's Monday: keep making scans until none is due.
    }
  });
  await boss.work(LOCAL_SEARCH_RESUME_QUEUE, async () => {
    for (const scan of await repo.unfinishedScans()) await enqueueScan(boss, scan.accountId, scan.id);
  });
  await boss.schedule(LOCAL_SEARCH_DUE_QUEUE, DUE_CRON);
  await boss.schedule(LOCAL_SEARCH_RESUME_QUEUE, RESUME_CRON);
}
