import {
  createGooglePlacesTextSearch,
  TEXT_SEARCH_REQUESTS_PER_MINUTE,
} from '@repute/api/src/connectors/google-places-text-search';
import { createRateLimiter } from '@repute/api/src/connectors/rate-limiter';
import { createLocalSearchRepo, listedQuery } from '@repute/api/src/modules/local-search/local-search.repo';
import { runScan } from '@repute/api/src/modules/local-search/scan-runner';
import { startFakePlacesTextSearch } from '@repute/api/test/fakes/fake-google-places-text-search';
import { gridPoint, pointCount, spacingKm } from '@repute/domain';
import { sql as drizzleSql } from 'drizzle-orm';
import { basic, type Harness } from './harness';
import { type BenchResult, measure, percentile } from './measure';

const MINUTE = 60_000;
const SORTS = [
  '',
  'sort[by]=solv&sort[order]=desc',
  'sort[by]=arp&sort[order]=asc',
  'sort[by]=location_name&sort[order]=asc',
];

export type LocalSearchBenchResults = {
  reads: BenchResult[];
  /** The ceiling, same run: the list's first page (top_area desc, six months) as EXPLAIN ANALYZE times it. */
  ceiling: { p50: number; p95: number; plan: string };
  scan: {
    points: number;
    /** Requests the fake answered, and how many of them were distinct questions (a point asked twice repeats one). */
    asked: number;
    distinctAsked: number;
    /** Points answered in finished scans. */
    answered: number;
    /** When the workers' jobs were stopped, how many had been asked; how many scans the resume then ran. */
    askedBeforeStop: number;
    resumedScans: number;
    /** Points claimed and unanswered after the stop (lost). */
    leftClaimed: number;
    seconds: number;
    simulatedMinutes: number;
    floorMinutes: number;
    /** The most requests in any sliding minute of the simulated clock, and the provider's limit. */
    busiestMinute: number;
    limitPerMinute: number;
  };
};

/**
 * Fills `keywords` tracked searches for each of the account's locations with `scans` weekly scans each (their measures
 * on the scan rows, the latest's also on the search's), and the 7×7 points of every search's latest scan (the grid the page draws), in SQL.
 */
async function fillHistory(harness: Harness, accountId: number, keywords: number, scans: number) {
  const sql = (text: string, values: unknown[] = []) => harness.db.$client.query(text, values);
  await sql(
    `insert into local_searches (account_id, location_id, keyword, grid_size, spacing, spacing_unit, center_latitude, center_longitude, schedule)
     select $1, l.id, 'keyword ' || k, 7, 1, 'mi', 40 + (l.id % 100) * 0.01, -100 - (l.id % 100) * 0.01, 'weekly'
       from locations l cross join generate_series(1, $2) k where l.account_id = $1`,
    [accountId, keywords],
  );
  await sql(
    `insert into local_search_scans (account_id, search_id, status, points_total, cell_km, created_at, finished_at,
       points_answered, solv, arp, atrp, top_area, near_area, far_area, not_found_area)
     select $1, s.id, 'done', 49, 1.609344, now() - (w * interval '7 days'), now() - (w * interval '7 days') + interval '1 minute',
       49, x.solv, 3 + x.solv / 20, 8 + x.solv / 10, x.solv * 49 * 2.59 / 100, 20, 30, 40
       from local_searches s cross join generate_series(0, $2 - 1) w
       cross join lateral (select ((s.id * 7919 + w * 104729) % 100)::float8 as solv) x
      where s.account_id = $1`,
    [accountId, scans],
  );
  // Written in bulk, not finished by a worker: each search's latest scan is copied on its row as finishing does.
  await createLocalSearchRepo(harness.db).copyLatestScans(accountId);
  await sql(
    `insert into local_search_points (scan_id, point_index, account_id, latitude, longitude, claimed_at, answered_at, rank, above)
     select c.id, p, $1, 40, -100, now(), now(), nullif(1 + (c.id + p) % 22, 22),
       '[{"place_id":"a","name":"Rival A"},{"place_id":"b","name":"Rival B"}]'::jsonb
       from (select distinct on (search_id) id from local_search_scans where account_id = $1
              order by search_id, finished_at desc) c
       cross join generate_series(0, 48) p`,
    [accountId],
  );
  await sql('analyze');
}

/**
 * Issue 29. The /local-search page's reads (the list, each sort, and one search's grid and trend) over the account's
 * locations × `keywords` × `scans`; then a 7×7 scan of `scanKeywords` keywords of `scanLocations` locations against the
 * fake Places API, paced at its 600 requests a minute on a simulated clock, stopped half-way and resumed: every point
 * is asked exactly once.
 */
export async function benchLocalSearch(
  harness: Harness,
  session: { email: string; token: string; accountId: number },
  { keywords = 10, scans = 52, scanLocations = 100, scanKeywords = 10, samples = 200 } = {},
): Promise<LocalSearchBenchResults> {
  const { accountId } = session;
  const loading = Date.now();
  await fillHistory(harness, accountId, keywords, scans);
  process.stdout.write(
    `\nlocal search history (${keywords} keywords × ${scans} scans a location) in ${((Date.now() - loading) / 1000).toFixed(1)} s\n`,
  );
  const authorization = basic(session.email, session.token);
  const from = new Date(Date.now() - 182 * 24 * 3600_000).toISOString().slice(0, 10);
  const to = new Date().toISOString().slice(0, 10);
  const { rows } = await harness.db.$client.query<{ id: number }>(
    'select id from local_searches where account_id = $1 order by id limit 100',
    [accountId],
  );
  const reads = [
    await measure(
      harness,
      'GET /local_search/searches, first pages, each sort, six months',
      authorization,
      (i) => `/api/local_search/searches?from=${from}&to=${to}&page=${1 + (i % 3)}&${SORTS[i % SORTS.length]}`,
      samples,
    ),
    await measure(
      harness,
      'GET /local_search/searches/{id}: grid, competitors, trend',
      authorization,
      (i) => `/api/local_search/searches/${rows[i % rows.length]?.id}?from=${from}&to=${to}`,
      samples,
      'id',
    ),
  ];
  const ceiling = await explainList(harness, accountId, new Date(from), new Date(Date.now() + 24 * 3600_000));
  return { reads, ceiling, scan: await benchScans(harness, accountId, scanLocations, scanKeywords) };
}

/** The list's query alone, in the database: its execution time over 50 runs, and the plan of the last. */
async function explainList(harness: Harness, accountId: number, from: Date, to: Date) {
  const query = listedQuery(accountId, { from, to }, [{ field: 'top_area', descending: true }], {
    limit: 25,
    offset: 0,
  });
  const times: number[] = [];
  let plan = '';
  for (let i = 0; i < 50; i += 1) {
    const result = await harness.db.execute<{ 'QUERY PLAN': string }>(drizzleSql`EXPLAIN ANALYZE ${query}`);
    plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    times.push(Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? Number.NaN));
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), plan };
}

/** The most turns any sliding minute of the simulated clock holds: the provider's quota is per minute. */
function busiestMinute(sentAt: readonly number[]) {
  let most = 0;
  for (let first = 0, last = 0; last < sentAt.length; last += 1) {
    while ((sentAt[last] ?? 0) - (sentAt[first] ?? 0) >= MINUTE) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

/** Four workers take the scans one after another until none is left or `stop` is aborted (the jobs are stopped). */
async function work(scanIds: readonly number[], scan: (scanId: number) => Promise<void>, stop?: AbortSignal) {
  const queue = [...scanIds];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let scanId = queue.shift(); scanId !== undefined && !stop?.aborted; scanId = queue.shift()) {
        await scan(scanId);
      }
    }),
  );
}

/**
 * 100 locations × 10 keywords of 7×7 scans (49,000 points), asked of the fake Places API through the client's rate
 * limiter on a simulated clock. The workers' jobs are stopped when half the points are asked (their signal, as
 * pg-boss aborts it on a stop or a lost claim); the unfinished scans are then resumed by other workers, and ten
 * finished ones run again (a retried job). Every point must be asked exactly once.
 */
async function benchScans(harness: Harness, accountId: number, locations: number, keywords: number) {
  const fake = await startFakePlacesTextSearch();
  let simulated = 0;
  const quota = createRateLimiter({
    limit: TEXT_SEARCH_REQUESTS_PER_MINUTE,
    now: () => simulated,
    sleep: async (ms) => {
      simulated += ms;
    },
  });
  const sentAt: number[] = [];
  const stopped = new AbortController();
  let stopAt = Number.POSITIVE_INFINITY;
  // The limiter's turns are the requests' send times on the simulated clock; the jobs stop at the half-way turn.
  const limiter = {
    async acquire() {
      await quota.acquire();
      sentAt.push(simulated);
      if (sentAt.length === stopAt) stopped.abort();
    },
  };
  const provider = createGooglePlacesTextSearch({ apiKey: fake.apiKey, baseUrl: fake.url, limiter });
  const repo = createLocalSearchRepo(harness.db);
  try {
    await harness.db.$client.query(
      `insert into local_searches (account_id, location_id, keyword, grid_size, spacing, spacing_unit, center_latitude, center_longitude, schedule)
       select $1, l.id, 'scan keyword ' || k, 7, 1, 'km', 40, -100, 'off'
         from (select id from locations where account_id = $1 order by id limit $2) l cross join generate_series(1, $3) k`,
      [accountId, locations, keywords],
    );
    const searches = await harness.db.$client.query<{ id: number }>(
      `select id from local_searches where account_id = $1 and keyword like 'scan keyword %' order by id`,
      [accountId],
    );
    const scanIds: number[] = [];
    for (const search of searches.rows) {
      const grid = { size: 7, spacing: 1, unit: 'km' as const, latitude: 40, longitude: -100 + search.id * 0.001 };
      const points = Array.from({ length: pointCount(7) }, (_, index) => gridPoint(grid, index));
      const made = await repo.createScan(accountId, search.id, points, spacingKm(1, 'km'), {
        monthStart: new Date(0),
        monthlyPoints: Number.MAX_SAFE_INTEGER,
      });
      if ('scan' in made) scanIds.push(made.scan.id);
    }
    const points = scanIds.length * pointCount(7);
    stopAt = Math.floor(points / 2);
    const started = Date.now();
    await work(scanIds, (scanId) => runScan(repo, provider, accountId, scanId, stopped.signal), stopped.signal);
    const askedBeforeStop = fake.requests.length;
    const leftClaimed = await pointsLeftClaimed(harness, accountId);
    // Resumed as the sweep does it: every unfinished scan of the account, by other workers.
    const unfinished = (await repo.unfinishedScans()).filter((scan) => scan.accountId === accountId);
    await work(
      unfinished.map((scan) => scan.id),
      (scanId) => runScan(repo, provider, accountId, scanId),
    );
    await work(scanIds.slice(0, 10), (scanId) => runScan(repo, provider, accountId, scanId));
    const asked = fake.requests.length;
    const distinctAsked = new Set(fake.requests.map((request) => JSON.stringify(request.body))).size;
    const { rows } = await harness.db.$client.query<{ answered: number }>(
      `select count(*)::int as answered from local_search_points p join local_search_scans s on s.id = p.scan_id
        where s.account_id = $1 and s.id = any($2) and p.answered_at is not null and s.finished_at is not null`,
      [accountId, scanIds],
    );
    return {
      points,
      asked,
      distinctAsked,
      answered: rows[0]?.answered ?? 0,
      askedBeforeStop,
      resumedScans: unfinished.length,
      leftClaimed,
      seconds: (Date.now() - started) / 1000,
      simulatedMinutes: simulated / MINUTE,
      floorMinutes: (asked - TEXT_SEARCH_REQUESTS_PER_MINUTE) / TEXT_SEARCH_REQUESTS_PER_MINUTE,
      busiestMinute: busiestMinute(sentAt),
      limitPerMinute: TEXT_SEARCH_REQUESTS_PER_MINUTE,
    };
  } finally {
    await fake.close();
  }
}

/** Points claimed and never answered: what a stop must not leave behind. */
async function pointsLeftClaimed(harness: Harness, accountId: number) {
  const { rows } = await harness.db.$client.query<{ left: number }>(
    `select count(*)::int as left from local_search_points
      where account_id = $1 and claimed_at is not null and answered_at is null`,
    [accountId],
  );
  return rows[0]?.left ?? 0;
}
