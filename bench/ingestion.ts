/**
 * The ingestion line of the reviews bench alone (issue 33, decision 0170): a scale account, BENCH_REVIEWS reviews
 * loaded beside it (100,000 unless told), then the sync service's first sync of 10 locations × 2,000 new reviews,
 * with the time spent in each repository step. `npx tsx bench/ingestion.ts` from the repository's root.
 */
import { createSandboxReviewSource } from '@repute/api/src/connectors/review-sandbox';
import { createReviewSyncRepo } from '@repute/api/src/modules/review-sync/review-sync.repo';
import { createReviewSyncService } from '@repute/api/src/modules/review-sync/review-sync.service';
import { generateScaleAccount } from '@repute/api/src/seed/scale';
import { generateScaleReviews } from '@repute/api/src/seed/scale-reviews';
import { startHarness } from './harness';

const LOCATIONS = 10;
const PER_LOCATION = 2000;
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 100_000);

/** The repository with the milliseconds each of its methods took, summed by name. */
function timed<T extends Record<string, unknown>>(repo: T, spent: Map<string, number>): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(repo)) {
    if (typeof method !== 'function') continue;
    wrapped[name] = async (...args: unknown[]) => {
      const started = performance.now();
      try {
        return await method(...args);
      } finally {
        spent.set(name, (spent.get(name) ?? 0) + performance.now() - started);
      }
    };
  }
  return wrapped as T;
}

const harness = await startHarness();
try {
  const { accountId } = await generateScaleAccount(harness.db, {
    name: 'Ingestion',
    email: 'ingest@scale.example',
    password: 'bench-password',
    locations: 100,
    groups: 4,
    userEmails: [],
  });
  await generateScaleReviews(harness.db, accountId, REVIEWS);
  await harness.db.$client.query('vacuum analyze');
  const { rows } = await harness.db.$client.query<{ id: number }>(
    'select id from locations where account_id = $1 order by id limit $2',
    [accountId, LOCATIONS],
  );
  const sandbox = createSandboxReviewSource({
    epoch: new Date(Date.now() - PER_LOCATION * 3_600_000),
    intervalHours: 1,
  });
  const spent = new Map<string, number>();
  const sync = createReviewSyncService({
    repo: timed(createReviewSyncRepo(harness.db), spent),
    connectors: { forSource: () => sandbox },
    realtime: { toAccount: async () => {} },
  });
  const started = performance.now();
  let created = 0;
  for (const { id } of rows) created += (await sync.sync({ accountId, locationId: id, sourceId: 7 })).created;
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `ingestion through the sync service, one worker: ${created} new reviews in ${seconds.toFixed(2)} s = ${(created / seconds).toFixed(0)} reviews/s\n`,
  );
  for (const [name, ms] of spent) process.stdout.write(`  ${name}: ${(ms / 1000).toFixed(2)} s\n`);
} finally {
  await harness.close();
}
