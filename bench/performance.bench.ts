import { createSandboxListingDirectories } from '@repute/api/src/connectors/listing-sandbox';
import { createListingEngine } from '@repute/api/src/modules/local-listings/listing-engine';
import { createListingSync } from '@repute/api/src/modules/local-listings/listing-sync';
import { createLocalListingsRepo } from '@repute/api/src/modules/local-listings/local-listings.repo';
import type { CountWindow } from '@repute/api/src/modules/metrics';
import { createLocationCountsRepo } from '@repute/api/src/modules/metrics/location-counts.repo';
import { addDays, type IsoDate, resolvePresetRange, todayIn } from '@repute/domain';
import { basic, type Harness } from './harness';
import { type BenchResult, measure, percentile } from './measure';

const SORTS = ['rank', 'score', 'avg_rating', 'total_reviews', 'response_time', 'name'];

/** Six months ending up to a month ago, moving with the call number, as start_date/end_date. */
function sixMonthsEnding(today: IsoDate) {
  return (i: number) => {
    const range = resolvePresetRange('sixMonths', addDays(today, -(i % 30)));
    return { from: range.from as IsoDate, to: range.to };
  };
}

/** p50/p95 of one SQL read, timed alone: the ceiling the calls' own work sits on. */
export async function timeQuery(
  name: string,
  samples: number,
  run: (i: number) => Promise<unknown>,
): Promise<BenchResult> {
  for (let i = 0; i < 5; i += 1) await run(i);
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = process.hrtime.bigint();
    await run(i);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    samples,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    max: times.at(-1) ?? 0,
  };
}

/**
 * LLHealth reads each location's listings in sync (decision 0107): the account's listings scanned as the demo's
 * sandbox directories show them (the worker's first sweep), today's counts kept, and copied to every day of the
 * last 400 so that the windows ending in the past (most of the calls below, and every previous period) read a kept
 * day of 1,000 locations rather than none.
 */
async function keepListingDays(harness: Harness, accountId: number) {
  const repo = createLocalListingsRepo(harness.db);
  const engine = createListingEngine({ repo, directories: createSandboxListingDirectories() });
  await engine.scan(accountId);
  await createListingSync({ repo, engine }).keepToday(accountId);
  await harness.db.$client.query(
    `insert into listing_sync_days (account_id, day, location_id, in_sync, countable)
     select k.account_id, k.day - days.n, k.location_id, k.in_sync, k.countable
     from listing_sync_days k cross join generate_series(1, 400) as days (n) where k.account_id = $1
     on conflict do nothing`,
    [accountId],
  );
  // As after the reviews' load: statistics and the visibility map now, and the 400,000 rows' pages written out,
  // so that neither autovacuum nor a checkpoint of this setup's writes runs inside the timings below.
  await harness.db.$client.query('vacuum analyze listing_directories, listing_sync_days');
  await harness.db.$client.query('checkpoint');
}

export type PerformanceBenchResults = { calls: BenchResult[]; raw: BenchResult[] };

/**
 * Issue 13: GET /api/location_performance_overview over the 1,000-location account through the whole API
 * (authentication, validation, SQL, scoring every location, ranking, HAL), by location and by group, with the
 * previous period, over 6 months and over all time; and the counts query alone as the raw-SQL ceiling, beside
 * the same figures read straight from the reviews table (what the per-location counts save).
 */
export async function benchPerformance(
  harness: Harness,
  session: { email: string; token: string; accountId: number },
  samples = 200,
): Promise<PerformanceBenchResults> {
  await keepListingDays(harness, session.accountId);
  const authorization = basic(session.email, session.token);
  const today = todayIn('America/New_York');
  const window = sixMonthsEnding(today);
  const sort = (i: number) => `sort[by]=${SORTS[i % SORTS.length]}&sort[order]=${i % 2 ? 'desc' : 'asc'}`;
  const sixMonths = (groupBy: string) => (i: number) => {
    const { from, to } = window(i);
    return `/api/location_performance_overview?group_by=${groupBy}&start_date=${from}&end_date=${to}&with_lag=true&page=${1 + (i % 3)}&${sort(i)}`;
  };
  const allTime = (groupBy: string) => (i: number) =>
    `/api/location_performance_overview?group_by=${groupBy}&end_date=${addDays(today, -(i % 30))}&with_lag=true&page=${1 + (i % 3)}&${sort(i)}`;
  const run = (name: string, url: (i: number) => string) => measure(harness, name, authorization, url, samples);
  const calls = [
    await run('locations, 6 months with lag', sixMonths('location')),
    await run('locations, all time', allTime('location')),
    await run('groups, 6 months with lag', sixMonths('group')),
    await run('groups, all time', allTime('group')),
  ];

  const counts = createLocationCountsRepo(harness.db);
  const lagOf = ({ from, to }: { from: IsoDate; to: IsoDate }): CountWindow[] => {
    const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
    return [
      { from, to },
      { from: addDays(from, -days), to: addDays(from, -1) },
    ];
  };
  const fromReviews = (windows: CountWindow[]) =>
    harness.db.$client.query(
      `select location_id, count(*), count(*) filter (where rating > 0), sum(rating), count(responded_at),
        sum(extract(epoch from responded_at - published_at))
      from reviews where account_id = $1 and not removed and published_at >= $2::date and published_at < $3::date + 1
      group by location_id`,
      [session.accountId, windows.at(-1)?.from ?? '1970-01-01', windows[0]?.to],
    );
  const raw = [
    await timeQuery('counts SQL, 6 months with lag', samples, (i) =>
      counts.countsByWindow(session.accountId, 'America/New_York', lagOf(window(i)), []),
    ),
    await timeQuery('counts SQL, all time', samples, (i) =>
      counts.countsByWindow(session.accountId, 'America/New_York', [{ from: null, to: addDays(today, -(i % 30)) }], []),
    ),
    await timeQuery('same from reviews, 6 months with lag', 20, (i) => fromReviews(lagOf(window(i)))),
    await timeQuery('same from reviews, all time', 20, () => fromReviews([{ from: '2000-01-01', to: today }])),
  ];
  return { calls, raw };
}
