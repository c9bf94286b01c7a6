import { createSandboxReviewSource } from '@repute/api/src/connectors/review-sandbox';
import { createReviewSyncRepo } from '@repute/api/src/modules/review-sync/review-sync.repo';
import { createReviewSyncService } from '@repute/api/src/modules/review-sync/review-sync.service';
import { encodeCursor } from '@repute/api/src/modules/reviews/reviews.mapper';
import type { Harness } from './harness';
import { basic } from './harness';
import { type BenchResult, measure } from './measure';

const DAY_MS = 86_400_000;

/** A `from`/`to` window of `days` days ending up to a month ago, moving with the call number. */
function window(days: number, now: Date) {
  return (i: number) => {
    const to = new Date(now.getTime() - (i % 30) * DAY_MS);
    const from = new Date(to.getTime() - days * DAY_MS);
    return `from=${from.toISOString().slice(0, 10)}&to=${to.toISOString().slice(0, 10)}`;
  };
}

/** A calendar month of the two years the scale data covers, moving with the call number. */
function month(now: Date) {
  return (i: number) => {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - (i % 22), 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    return `from=${first.toISOString().slice(0, 10)}&to=${last.toISOString().slice(0, 10)}`;
  };
}

/** Cursors of reviews deep in the default order (newest first), as a client paging far would hold. */
async function deepCursors(harness: Harness, accountId: number, total: number): Promise<string[]> {
  const offsets = Array.from({ length: 20 }, (_, i) => Math.floor((total * (i + 5)) / 30));
  const cursors: string[] = [];
  for (const offset of offsets) {
    const { rows } = await harness.db.$client.query<{ publishedAt: Date; id: number }>(
      `select published_at as "publishedAt", id from reviews where account_id = $1 and not removed
      order by published_at desc, id desc offset $2 limit 1`,
      [accountId, offset],
    );
    if (rows[0]) cursors.push(encodeCursor(rows[0]));
  }
  return cursors;
}

/** GET /api/reviews and the dashboard overview through the whole API (authentication, SQL, HAL). */
export async function benchReviews(
  harness: Harness,
  session: { email: string; token: string; accountId: number },
  groupIds: number[],
  total: number,
  samples = 250,
): Promise<{ list: BenchResult[]; overview: BenchResult[] }> {
  const authorization = basic(session.email, session.token);
  const now = new Date();
  const sixMonths = window(182, now);
  const cursors = await deepCursors(harness, session.accountId, total);
  const cursor = (i: number) => cursors[i % cursors.length] ?? '';
  const group = (i: number) => groupIds[i % groupIds.length];
  const run = (name: string, url: (i: number) => string, totalField = '_total') =>
    measure(harness.app, name, authorization, url, samples, totalField);
  const list = [
    await run('reviews first page', () => '/api/reviews?per_page=25'),
    await run('reviews first page, 6 months', (i) => `/api/reviews?${sixMonths(i)}&per_page=25`),
    await run('reviews deep page, after', (i) => `/api/reviews?per_page=25&after=${cursor(i)}`),
    await run('reviews deep page, before', (i) => `/api/reviews?per_page=25&before=${cursor(i)}`),
    await run('reviews by group', (i) => `/api/reviews?group_id=${group(i)}&per_page=25`),
    await run('reviews by group, 6 months', (i) => `/api/reviews?group_id=${group(i)}&${sixMonths(i)}`),
    await run('reviews by rating', (i) => `/api/reviews?rating=${1 + (i % 5)}&per_page=25`),
    await run('reviews by rating, 6 months', (i) => `/api/reviews?rating=${1 + (i % 5)}&${sixMonths(i)}`),
    await run('reviews by date (a month)', (i) => `/api/reviews?${month(now)(i)}&per_page=25`),
  ];
  const overview = (query: (i: number) => string) => (i: number) =>
    `/api/metrics/${session.accountId}/overview?${query(i)}`;
  const overviews = [
    await run('overview, 6 months', overview(sixMonths), 'total_reviews'),
    await run(
      'overview, 6 months, by group',
      overview((i) => `${sixMonths(i)}&group_id=${group(i)}`),
      'total_reviews',
    ),
    await run('overview, a month', overview(month(now)), 'total_reviews'),
    await run('overview, two years', overview(window(730, now)), 'total_reviews'),
  ];
  return { list, overview: overviews };
}

/**
 * Reviews per second one worker stores through the real sync service: the sandbox source serves pages of 50
 * new reviews, `perLocation` for each location, which the sync upserts into the loaded table.
 */
export async function benchIngestion(
  harness: Harness,
  accountId: number,
  locationIds: number[],
  perLocation: number,
): Promise<{ created: number; seconds: number }> {
  const sandbox = createSandboxReviewSource({
    epoch: new Date(Date.now() - perLocation * 3_600_000),
    intervalHours: 1,
  });
  const sync = createReviewSyncService({
    repo: createReviewSyncRepo(harness.db),
    connectors: { forSource: () => sandbox },
    realtime: { toAccount: async () => {} },
  });
  const started = process.hrtime.bigint();
  let created = 0;
  for (const locationId of locationIds) created += (await sync.sync({ accountId, locationId, sourceId: 7 })).created;
  return { created, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}
