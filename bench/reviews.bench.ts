import { createSandboxReviewSource } from '@repute/api/src/connectors/review-sandbox';
import { createReviewSyncRepo } from '@repute/api/src/modules/review-sync/review-sync.repo';
import { createReviewSyncService } from '@repute/api/src/modules/review-sync/review-sync.service';
import { encodeCursor } from '@repute/api/src/modules/reviews';
import type { Harness } from './harness';
import { basic } from './harness';
import { type BenchResult, measure } from './measure';

const DAY_MS = 86_400_000;
/** Words of the scale data's texts (seed/review-texts), as a user types them in the inbox's search box. */
const SEARCH_TERMS = ['wait', 'staff', 'friendly', 'clean', 'billing', 'parking', 'recommend', 'rude'];

/** A `from`/`to` window of `days` days ending up to a month ago, moving with the call number. */
function lastDays(days: number, now: Date) {
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

/**
 * Cursors of reviews deep in the default order (newest first) among those published since `since` (all
 * when null): 20 positions between a fifth and nine tenths of the way, as a client paging far would hold.
 */
async function deepCursors(harness: Harness, accountId: number, since: string | null): Promise<string[]> {
  const scope = "account_id = $1 and not removed and published_at >= coalesce($2::date, '-infinity')";
  const { rows: counted } = await harness.db.$client.query<{ total: number }>(
    `select count(*)::int as total from reviews where ${scope}`,
    [accountId, since],
  );
  const total = counted[0]?.total ?? 0;
  const cursors: string[] = [];
  for (let i = 0; i < 20; i += 1) {
    const { rows } = await harness.db.$client.query<{ publishedAt: Date; id: number }>(
      `select published_at as "publishedAt", id from reviews where ${scope}
      order by published_at desc, id desc offset $3 limit 1`,
      [accountId, since, Math.floor((total * (4 + i * 0.7)) / 20)],
    );
    if (rows[0]) cursors.push(encodeCursor(rows[0]));
  }
  return cursors;
}

export type ReviewsBenchResults = { list: BenchResult[]; wide: BenchResult[]; overview: BenchResult[] };

/**
 * GET /api/reviews and the dashboard overview through the whole API (authentication, SQL, HAL). The list
 * cases use the reviews screen's default range (thirty days, spec 000) or a custom month; the wide cases
 * ask for all two years, where the list's exact _total has to count up to a million reviews.
 */
export async function benchReviews(
  harness: Harness,
  session: { email: string; token: string; accountId: number },
  groupIds: number[],
  samples = 250,
): Promise<ReviewsBenchResults> {
  const authorization = basic(session.email, session.token);
  const now = new Date();
  const thirtyDays = lastDays(30, now);
  const sixMonths = lastDays(182, now);
  const today = thirtyDays(0);
  const since = new Date(now.getTime() - 30 * DAY_MS).toISOString().slice(0, 10);
  const recent = await deepCursors(harness, session.accountId, since);
  const all = await deepCursors(harness, session.accountId, null);
  const pick = (cursors: string[], i: number) => cursors[i % cursors.length] ?? '';
  const group = (i: number) => groupIds[i % groupIds.length];
  const run = (name: string, url: (i: number) => string, totalField = '_total') =>
    measure(harness, name, authorization, url, samples, totalField);
  const list = [
    await run('first page, 30 days', (i) => `/api/reviews?${thirtyDays(i)}`),
    await run('deep page after cursor, 30 days', (i) => `/api/reviews?${today}&after=${pick(recent, i)}`),
    await run('deep page before cursor, 30 days', (i) => `/api/reviews?${today}&before=${pick(recent, i)}`),
    await run('by group, 30 days', (i) => `/api/reviews?group_id=${group(i)}&${thirtyDays(i)}`),
    await run('by rating, 30 days', (i) => `/api/reviews?rating=${1 + (i % 5)}&${thirtyDays(i)}`),
    await run('by date, a custom month', (i) => `/api/reviews?${month(now)(i)}`),
    await run('pages 2 to 5, 30 days', (i) => `/api/reviews?${thirtyDays(i)}&page=${2 + (i % 4)}`),
    await run(
      'by search terms, 30 days',
      (i) => `/api/reviews?search_terms=${encodeURIComponent(pick(SEARCH_TERMS, i))}&${thirtyDays(i)}`,
    ),
  ];
  const wide = [
    await run('first page, all time', (i) => `/api/reviews?per_page=${20 + (i % 6)}`),
    await run('deep page after cursor, all time', (i) => `/api/reviews?after=${pick(all, i)}`),
    await run('by group, all time', (i) => `/api/reviews?group_id=${group(i)}`),
    await run('by rating, all time', (i) => `/api/reviews?rating=${1 + (i % 5)}`),
  ];
  const overview = (query: (i: number) => string) => (i: number) =>
    `/api/metrics/${session.accountId}/overview?${query(i)}`;
  const overviews = [
    await run('6 months', overview(sixMonths), 'total_reviews'),
    await run(
      '6 months, by group',
      overview((i) => `${sixMonths(i)}&group_id=${group(i)}`),
      'total_reviews',
    ),
    await run('a month', overview(month(now)), 'total_reviews'),
    await run('two years', overview(lastDays(730, now)), 'total_reviews'),
  ];
  return { list, wide, overview: overviews };
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

/**
 * The ceiling of the ingestion figure, same run: as many reviews for the same locations stored by one
 * INSERT … SELECT in the database alone (the loaded table's indexes, constraints and count triggers, no source,
 * driver or service), in a transaction rolled back so that the reads after it see the same data.
 */
export async function benchIngestionCeiling(
  harness: Harness,
  accountId: number,
  locationIds: number[],
  perLocation: number,
): Promise<{ created: number; seconds: number }> {
  const client = await harness.db.$client.connect();
  try {
    await client.query('begin');
    const started = process.hrtime.bigint();
    const { rowCount } = await client.query(
      `insert into reviews (account_id, location_id, source_id, external_id, rating, author_name, content, language,
        published_at, source_updated_at)
      select $1, location_id, 7, 'ceiling-' || location_id || '-' || n, 1 + n % 5, 'Reviewer ' || n,
        'Friendly staff and a short wait, review ' || n, 'en', now() - n * interval '1 hour', now()
      from unnest($2::int[]) as location_id, generate_series(1, $3) as n`,
      [accountId, locationIds, perLocation],
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return { created: rowCount ?? 0, seconds };
  } finally {
    await client.query('rollback');
    client.release();
  }
}
