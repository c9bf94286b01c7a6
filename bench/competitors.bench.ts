import { addDays, resolvePresetRange, todayIn } from '@repute/domain';
import { nodeCpuPerCall, overviewCeilings } from './competitor-ceilings';
import { type ExplainedStatement, explainRequest } from './explain';
import { basic, type Harness } from './harness';
import { type BenchResult, measure } from './measure';

/** Issue 28: five competitors a location, read at Google and (every other one) at Yelp. */
const COMPETITORS_PER_LOCATION = 5;

/**
 * The competitors of every location of the account, two brands among them, and `days` of daily history ending
 * yesterday, written by PostgreSQL (generate_series): 1,000 locations × 5 × 1.5 sources × 730 days is 5.5 M rows.
 */
async function loadCompetitors(harness: Harness, accountId: number, days: number): Promise<number> {
  const client = harness.db.$client;
  await client.query(
    `insert into competitor_brands (account_id, name) values ($1, 'Smile Dental'), ($1, 'Aspen Dental Studio')`,
    [accountId],
  );
  await client.query(
    `insert into competitors (account_id, location_id, brand_id, name, address, google_place_id, yelp_business_id,
        status, origin)
     select l.account_id, l.id,
       case when n = 1 then (select min(id) from competitor_brands where account_id = $1) end,
       'Competitor ' || l.id || '-' || n, n || ' Main St', 'bench-place-' || l.id || '-' || n,
       case when n % 2 = 1 then 'bench-biz-' || l.id || '-' || n end, 'approved', 'suggested'
     from locations l cross join generate_series(1, $2) as n where l.account_id = $1`,
    [accountId, COMPETITORS_PER_LOCATION],
  );
  const written = await client.query(
    `insert into competitor_daily (competitor_id, source_id, day, account_id, rating, review_count, response_rate)
     select c.id, s.id, current_date - d, c.account_id,
       least(5, 3.4 + (c.id % 15) / 10.0 + 0.2 * sin(d / 60.0 + c.id)),
       20 + c.id % 250 + floor(($2 - d) * (0.05 + (c.id % 30) / 100.0))::int,
       (c.id % 80) / 100.0
     from competitors c
     cross join (values (1), (3)) as s (id)
     cross join generate_series(1, $2) as d
     where c.account_id = $1 and (s.id = 1 or c.yelp_business_id is not null)`,
    [accountId, days],
  );
  await client.query('vacuum analyze competitors, competitor_daily, competitor_brands');
  await client.query('checkpoint');
  return written.rowCount ?? 0;
}

export type CompetitorBenchResults = {
  rows: number;
  calls: BenchResult[];
  /** The database's time for one call of each case: its statements under EXPLAIN ANALYZE. */
  ceilings: { name: string; statements: ExplainedStatement[] }[];
  /** The default case's floors, timed as the calls are: its reads alone, and a bare route answering its JSON. */
  floors: BenchResult[];
  /** Node's CPU per call of the default case, in ms. */
  nodeCpu: { p50: number; mean: number };
};

/**
 * GET /api/reports/{account_id}/competitor/overview over 1,000 locations × 5 competitors through the whole API, over
 * six months (the default), a year and one group. The daily refresh of the same places is competitor-refresh.bench.ts.
 */
export async function benchCompetitors(
  harness: Harness,
  session: { email: string; token: string; accountId: number },
  { days, samples }: { days: number; samples: number },
): Promise<CompetitorBenchResults> {
  const rows = await loadCompetitors(harness, session.accountId, days);
  const authorization = basic(session.email, session.token);
  const today = todayIn('America/New_York');
  const path = `/api/reports/${session.accountId}/competitor/overview`;
  const window = (i: number) => resolvePresetRange('sixMonths', addDays(today, -(i % 30)));
  const { rows: groups } = await harness.db.$client.query<{ id: number }>(
    'select id from groups where account_id = $1 order by id',
    [session.accountId],
  );
  const cases: [string, (i: number) => string][] = [
    ['6 months (the default)', () => path],
    ['6 months, ending up to a month ago', (i) => `${path}?from=${window(i).from}&to=${window(i).to}`],
    ['a year', (i) => `${path}?from=${addDays(today, -365 - (i % 30))}&to=${addDays(today, -(i % 30))}`],
    ['one group, 6 months', (i) => `${path}?group_id=${groups[i % groups.length]?.id}`],
  ];
  const calls: BenchResult[] = [];
  for (const [name, url] of cases) calls.push(await measure(harness, name, authorization, url, samples));
  const ceilings: CompetitorBenchResults['ceilings'] = [];
  for (const [name, url] of cases) {
    const call = () => harness.app.inject({ method: 'GET', url: url(7), headers: { authorization } });
    ceilings.push({ name, statements: await explainRequest(harness, call) });
  }
  const defaultCall = () => harness.app.inject({ method: 'GET', url: path, headers: { authorization } });
  const floors = await overviewCeilings(harness, defaultCall, samples);
  return { rows, calls, ceilings, floors, nodeCpu: await nodeCpuPerCall(defaultCall, samples) };
}
