import type { Harness } from './harness';
import { basic } from './harness';
import { type BenchResult, measure, percentile } from './measure';

const DAY_MS = 86_400_000;

/** A year ending up to a month ago, moving with the call number (the keywords screen over a custom year). */
function lastYear(now: Date) {
  return (i: number) => {
    const before = new Date(now.getTime() - (i % 30) * DAY_MS);
    const after = new Date(before.getTime() - 365 * DAY_MS);
    return `published_after=${after.toISOString().slice(0, 10)}&published_before=${before.toISOString().slice(0, 10)}`;
  };
}

/**
 * Re-analysis of every review of the account, in this process, as `repute reanalyse` runs it: it fills the
 * analysis rows and counts the read benchmarks then use.
 */
export async function benchReanalysis(harness: Harness, accountId: number) {
  const analysis = harness.services.reviewAnalysis;
  const run = await analysis.createRun(accountId, null);
  const started = process.hrtime.bigint();
  let printed = 0;
  await analysis.reanalyse(run.id, (done, total) => {
    if (done - printed < total / 10 && done < total) return;
    printed = done;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    process.stdout.write(`  re-analysed ${done}/${total} in ${seconds.toFixed(0)} s\n`);
  });
  return { reviews: run.total, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

/**
 * Reviews per second one worker analyses and stores through the job's path: `count` reviews marked as waiting
 * (as new ones are by the trigger), then analyseWaiting.
 */
export async function benchAnalysisJob(harness: Harness, accountId: number, count: number) {
  await harness.db.$client.query(
    `insert into review_analysis_pending (review_id, account_id, queued_at)
     select id, account_id, clock_timestamp() from reviews where account_id = $1 and coalesce(content, '') <> ''
     order by id desc limit $2
     on conflict (review_id) do update set queued_at = excluded.queued_at`,
    [accountId, count],
  );
  const started = process.hrtime.bigint();
  const analysed = await harness.services.reviewAnalysis.analyseWaiting(accountId);
  return { reviews: analysed, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

/** GET /insights/{id}/mentioned and /category_rank over a year, through the whole API. */
export async function benchInsightReads(
  harness: Harness,
  session: { email: string; token: string; accountId: number },
  groupIds: number[],
  locationIds: number[],
  samples = 250,
): Promise<{ mentioned: BenchResult[]; categories: BenchResult[] }> {
  const authorization = basic(session.email, session.token);
  const year = lastYear(new Date());
  const group = (i: number) => groupIds[i % groupIds.length];
  const location = (i: number) => locationIds[i % locationIds.length];
  const run = (name: string, url: (i: number) => string, totalField: string) =>
    measure(harness.app, name, authorization, url, samples, totalField);
  const call = (path: string) => (query: (i: number) => string) => (i: number) =>
    `/api/insights/${session.accountId}/${path}?${year(i)}&${query(i)}`;
  const mentioned = call('mentioned');
  const rank = call('category_rank');
  const cases: [string, (i: number) => string][] = [
    ['a year', () => ''],
    ['a year, by group', (i) => `group_id=${group(i)}`],
    ['a year, by location', (i) => `location_id=${location(i)}`],
    ['a year, by rating', (i) => `rating=${1 + (i % 5)}`],
    ['a year, by source', (i) => `source_id=${[1, 2, 3][i % 3]}`],
    ['a year, by sentiment and category', (i) => `sentiment=${i % 2 ? '1' : '-1'}&category=staff`],
    ['a year, sorted by controversy', () => 'sort[by]=controversy'],
  ];
  const results = { mentioned: [] as BenchResult[], categories: [] as BenchResult[] };
  for (const [name, query] of cases) {
    results.mentioned.push(await run(name, mentioned(query), '_total'));
    if (!name.includes('controversy')) results.categories.push(await run(name, rank(query), '_total'));
  }
  return results;
}

/**
 * The ceiling the counts are measured against: the same year's answer computed from the analysis rows (one row
 * per mention or category), as a call without the count tables would have to.
 */
export async function benchRawCounts(harness: Harness, accountId: number, samples = 5) {
  const year = (table: string, select: string, group: string) => `
    select ${select} from ${table} t join accounts a on a.id = t.account_id
    where t.account_id = $1 and t.counted
      and (t.published_at at time zone a.time_zone)::date between current_date - 365 and current_date
    group by ${group}`;
  const queries: [string, string][] = [
    [
      'mentioned keywords from review_keywords',
      year(
        'review_keywords',
        't.short, count(*) filter (where t.sentiment = 1), count(*) filter (where t.sentiment = -1)',
        't.short',
      ),
    ],
    [
      'category rank from review_categories',
      year('review_categories', 't.category, count(*) filter (where t.sentiment = 1), count(*)', 't.category'),
    ],
  ];
  const results: BenchResult[] = [];
  for (const [name, query] of queries) {
    const times: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      const started = process.hrtime.bigint();
      await harness.db.$client.query(query, [accountId]);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    results.push({
      name,
      samples,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      p99: percentile(times, 0.99),
      max: times.at(-1) ?? 0,
    });
  }
  return results;
}
