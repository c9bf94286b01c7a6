import { BASE_MODEL, createTextAnalyser } from '@repute/text-analysis';
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
 * The analysis job's work for its benchmark: `count` reviews marked as waiting by the trigger. `new`: reviews that
 * arrive (copies of the newest reviews' texts under new external ids), the job's usual work. `edited`: reviews
 * already analysed whose text is replaced by another review's, so every mention and category of theirs is taken
 * out of the counts and the new ones put in. Apart from the job: their own writes are not the job's cost.
 */
export async function prepareAnalysisJob(harness: Harness, accountId: number, count: number, kind: 'new' | 'edited') {
  const client = harness.db.$client;
  if (kind === 'new') {
    await client.query(
      `insert into reviews (account_id, location_id, source_id, external_id, rating, author_name, content, language,
         published_at, source_updated_at, status)
       select account_id, location_id, source_id, 'bench-new-' || id, rating, author_name, content, language,
         published_at, source_updated_at, status
       from reviews where account_id = $1 and coalesce(content, '') <> '' order by id desc limit $2`,
      [accountId, count],
    );
  } else {
    await client.query(
      `update reviews r set content = other.content
       from (select id, lead(content) over (order by id) as content from reviews
             where account_id = $1 and coalesce(content, '') <> '' and external_id like 'scale-%'
             order by id limit $2 + 1) other
       where r.id = other.id and other.content is not null and other.content <> r.content`,
      [accountId, count],
    );
  }
}

/** Reviews per second one worker analyses and stores through the job's path (analyseWaiting). */
export async function benchAnalysisJob(harness: Harness, accountId: number) {
  const started = process.hrtime.bigint();
  const analysed = await harness.services.reviewAnalysis.analyseWaiting(accountId);
  return { reviews: analysed, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

/**
 * The analyser alone on `count` of the account's texts: CPU milliseconds of this process per review, which unlike
 * the wall-clock figures does not depend on how busy the shared machine is.
 */
export async function benchAnalyserCpu(harness: Harness, accountId: number, count: number) {
  const { rows } = await harness.db.$client.query<{ content: string }>(
    `select content from reviews where account_id = $1 and coalesce(content, '') <> '' order by id limit $2`,
    [accountId, count],
  );
  const analyser = createTextAnalyser({ model: BASE_MODEL });
  const before = process.cpuUsage();
  for (const row of rows) analyser.analyse(row.content, 'healthcare');
  const used = process.cpuUsage(before);
  return { reviews: rows.length, cpuMsPerReview: (used.user + used.system) / 1000 / Math.max(rows.length, 1) };
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
    measure(harness, name, authorization, url, samples, totalField);
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

/**
 * Fills the analysis of every loaded review quickly, for the read benchmarks when a full re-analysis does not fit
 * the run (BENCH_REANALYSE=false): one review of each distinct text is analysed and stored by the real job, then
 * its rows are copied to the other reviews with the same text (the analysis of a text is deterministic), 100,000
 * reviews a statement, through the same count triggers.
 */
export async function fillAnalysisByText(harness: Harness, accountId: number) {
  const started = process.hrtime.bigint();
  const client = harness.db.$client;
  await client.query(
    `create temporary table representatives as
     select distinct on (content) content, id as review_id from reviews
     where account_id = $1 and coalesce(content, '') <> '' order by content, id`,
    [accountId],
  );
  await client.query(
    `delete from review_analysis_pending p where p.account_id = $1
     and not exists (select 1 from representatives x where x.review_id = p.review_id)`,
    [accountId],
  );
  await harness.services.reviewAnalysis.analyseWaiting(accountId);
  const { rows } = await client.query<{ min: number; max: number }>(
    'select min(id) as min, max(id) as max from reviews where account_id = $1',
    [accountId],
  );
  const step = 100_000;
  for (let low = rows[0]?.min ?? 0; low <= (rows[0]?.max ?? 0); low += step) {
    const range = [accountId, low, low + step - 1];
    const copies = `from reviews r join representatives x on x.content = r.content
      where r.account_id = $1 and r.id between $2 and $3 and r.id <> x.review_id`;
    await client.query(
      `insert into review_keywords (account_id, review_id, location_id, source_id, rating, published_at, counted,
         categories, short, sentence_start, sentence_end, start, "end", sentiment)
       select r.account_id, r.id, r.location_id, r.source_id, r.rating, r.published_at, not r.removed, k.categories,
         k.short, k.sentence_start, k.sentence_end, k.start, k."end", k.sentiment
       ${copies.replace('where', 'join review_keywords k on k.review_id = x.review_id where')}`,
      range,
    );
    await client.query(
      `insert into review_categories (account_id, review_id, location_id, source_id, rating, published_at, counted,
         category, sentiment)
       select r.account_id, r.id, r.location_id, r.source_id, r.rating, r.published_at, not r.removed, c.category,
         c.sentiment
       ${copies.replace('where', 'join review_categories c on c.review_id = x.review_id where')}`,
      range,
    );
    await client.query(
      `insert into review_analyses (review_id, account_id, sentiment, score, model_version, text_hash)
       select r.id, r.account_id, a.sentiment, a.score, a.model_version, a.text_hash
       ${copies.replace('where', 'join review_analyses a on a.review_id = x.review_id where')}`,
      range,
    );
    await client.query(
      `update reviews r set sentiment = s.sentiment, categories = s.categories
       from representatives x join reviews s on s.id = x.review_id
       where r.account_id = $1 and r.id between $2 and $3 and x.content = r.content and r.id <> x.review_id`,
      range,
    );
    process.stdout.write(`  filled reviews up to id ${low + step - 1}\n`);
  }
  await client.query('drop table representatives');
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}
