import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../platform/db/client';
import { TEXTS_BY_VERTICAL } from './review-texts';

/** The tables the load fills; their secondary indexes are rebuilt once at the end instead of row by row. */
const LOADED_TABLES = ['reviews', 'review_responses', 'review_analysis_pending'];

const TWO_YEARS_SECONDS = 730 * 86_400;
/** Reviews a chunk of the COPY stream carries: big enough to keep the socket busy, small enough to stay flat. */
const ROWS_PER_CHUNK = 5_000;
/** The sources' shares (Google half of them), as the demo's accounts have them. */
const SOURCE_IDS = [1, 1, 1, 1, 1, 2, 2, 3, 8, 9];

const COPY_COLUMNS =
  'account_id, location_id, source_id, external_id, rating, author_name, content, language, sentiment, categories, ' +
  'published_at, source_updated_at, responded_at, status';

/**
 * A small, fast, seeded generator (mulberry32): the same seed gives the same reviews, so two runs of the bench
 * load the same data.
 */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** COPY's text format: backslash, tab and line breaks escaped (the demo texts have none today; a new one may). */
const copyText = (value: string) =>
  value.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] ?? c);

/** Openings and details of positive, neutral and negative reviews over every demo vertical, escaped for COPY. */
function textsByTone() {
  const verticals = Object.values(TEXTS_BY_VERTICAL);
  const of = (tone: 'positive' | 'neutral' | 'negative', part: 'openings' | 'details') =>
    verticals.flatMap((texts) => texts[tone][part]).map(copyText);
  return {
    positive: { openings: of('positive', 'openings'), details: of('positive', 'details') },
    neutral: { openings: of('neutral', 'openings'), details: of('neutral', 'details') },
    negative: { openings: of('negative', 'openings'), details: of('negative', 'details') },
  };
}

/** The rating shares of the scale data: 52% five stars, 20% four, 8% three, 6% two, 12% one, 2% without a rating. */
function ratingOf(roll: number): number {
  if (roll < 0.52) return 5;
  if (roll < 0.72) return 4;
  if (roll < 0.8) return 3;
  if (roll < 0.86) return 2;
  if (roll < 0.98) return 1;
  return 0;
}

/** The COPY text of `count` reviews, in chunks, spread over `locationIds` and the two years before `now`. */
function* reviewRows(accountId: number, locationIds: number[], count: number, now: Date): Generator<string> {
  const random = seededRandom(accountId);
  const texts = textsByTone();
  const nowMs = now.getTime();
  const pick = (list: string[]) => list[Math.floor(random() * list.length)] ?? '';
  let chunk = '';
  for (let g = 1; g <= count; g += 1) {
    const rating = ratingOf(random());
    const tone = rating >= 4 ? texts.positive : rating === 3 || rating === 0 ? texts.neutral : texts.negative;
    const publishedMs = nowMs - Math.floor(random() * TWO_YEARS_SECONDS) * 1000;
    const published = new Date(publishedMs).toISOString();
    // A published response on about 60% of the reviews older than a day, within about two days of the review.
    const responded = random() < 0.6 && publishedMs + 86_400_000 < nowMs;
    const respondedAt = responded ? new Date(publishedMs + Math.floor(random() * 200_000) * 1000).toISOString() : '\\N';
    const location = locationIds[Math.floor(random() * locationIds.length)];
    const source = SOURCE_IDS[Math.floor(random() * SOURCE_IDS.length)];
    chunk +=
      `${accountId}\t${location}\t${source}\tscale-${g}\t${rating}\tReviewer ${Math.floor(random() * 5000)}\t` +
      `${pick(tone.openings)} ${pick(tone.details)}\ten\t${rating >= 4 ? 1 : rating === 1 || rating === 2 ? -1 : 0}\t` +
      `${rating >= 4 ? '{staff}' : '{"wait time"}'}\t${published}\t${published}\t${respondedAt}\t` +
      `${responded ? 'responded' : 'needs_response'}\n`;
    if (g % ROWS_PER_CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * The benchmark's review volume: `count` reviews spread over the account's locations and the two years
 * before `now`, with realistic rating, sentiment, source and response shares (a published response on about
 * 60%), streamed with COPY FROM STDIN in one transaction (issue 33: ten million reviews load in minutes, not
 * hours). The tables' secondary indexes are dropped during the load and recreated after it: maintaining five
 * indexes (one GIN) row by row made a million reviews take 14 minutes.
 */
export async function generateScaleReviews(db: Database, accountId: number, count: number, now = new Date()) {
  const client = await db.$client.connect();
  try {
    await client.query('begin');
    await client.query(`set local maintenance_work_mem = '1GB'`);
    await client.query('set local synchronous_commit = off');
    const indexes = await secondaryIndexes(client);
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    const { rows } = await client.query<{ id: number }>('select id from locations where account_id = $1 order by id', [
      accountId,
    ]);
    await pipeline(
      Readable.from(
        reviewRows(
          accountId,
          rows.map((row) => row.id),
          count,
          now,
        ),
      ),
      client.query(copyFrom(`copy reviews (${COPY_COLUMNS}) from stdin`)),
    );
    await client.query(
      `insert into review_responses (account_id, review_id, source_id, content, status, published_at, created_at, updated_at)
      select account_id, id, source_id, 'Thank you for your feedback, ' || author_name || '.', 'published',
        responded_at, responded_at, responded_at
      from reviews where account_id = $1 and responded_at is not null`,
      [accountId],
    );
    for (const index of indexes) await client.query(index.definition);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** The loaded tables' indexes that no constraint owns (the primary keys stay: foreign keys need them). */
async function secondaryIndexes(client: pg.PoolClient) {
  const result = await client.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid = any($1::regclass[])
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [LOADED_TABLES],
  );
  return result.rows;
}
