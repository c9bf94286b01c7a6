import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { seededRandom } from '@repute/domain';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../platform/db/client';
import { bulkLoad, type RebuildPhases, secondsSince } from './bulk-load';
import { TEXTS_BY_VERTICAL } from './review-texts';

/** The tables the load fills (review_analysis_pending through the reviews' trigger): set aside by bulkLoad. */
const LOADED_TABLES = ['reviews', 'review_responses', 'review_analysis_pending'];

const TWO_YEARS_SECONDS = 730 * 86_400;
/** Reviews a chunk of the COPY stream carries: big enough to keep the socket busy, small enough to stay flat. */
const ROWS_PER_CHUNK = 5_000;
/**
 * Reviews one COPY statement carries (a multiple of ROWS_PER_CHUNK): its transition table, which the count
 * triggers read three times, fits bulkLoad's work_mem (about 120 MB) instead of spilling 4.4 GB to disk at 10M.
 */
const ROWS_PER_COPY = 250_000;
/** The sources' shares (Google half of them), as the demo's accounts have them. */
const SOURCE_IDS = [1, 1, 1, 1, 1, 2, 2, 3, 8, 9];

const COPY_COLUMNS =
  'account_id, location_id, source_id, external_id, rating, author_name, content, language, sentiment, categories, ' +
  'published_at, source_updated_at, responded_at, status';

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

/** The next `n` items of `items`, leaving the rest for the next call (a for-of would close the iterator). */
function* take<T>(items: Iterator<T>, n: number): Generator<T> {
  for (let i = 0; i < n; i += 1) {
    const next = items.next();
    if (next.done) return;
    yield next.value;
  }
}

/** Seconds each phase of the load took (issue 33: the bench prints them). */
export type ScaleLoadPhases = {
  copy: number;
  responses: number;
} & RebuildPhases;

/**
 * The benchmark's review volume: `count` reviews spread over the account's locations and the two years
 * before `now`, with realistic rating, sentiment, source and response shares (a published response on about
 * 60%), streamed with COPY FROM STDIN in one transaction, in statements of `rowsPerCopy` rows whose transition
 * tables (the count triggers') stay in memory. The secondary indexes and foreign keys are set aside during the
 * load and restored after it (bulkLoad): maintained row by row, a million reviews took 14 minutes and ten million
 * never finished.
 */
export async function generateScaleReviews(
  db: Database,
  accountId: number,
  count: number,
  { now = new Date(), rowsPerCopy = ROWS_PER_COPY }: { now?: Date; rowsPerCopy?: number } = {},
): Promise<ScaleLoadPhases> {
  if (rowsPerCopy % ROWS_PER_CHUNK !== 0) throw new Error(`rowsPerCopy is a multiple of ${ROWS_PER_CHUNK}`);
  const client = await db.$client.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: number }>('select id from locations where account_id = $1 order by id', [
      accountId,
    ]);
    const chunks = reviewRows(
      accountId,
      rows.map((row) => row.id),
      count,
      now,
    );
    const { loaded, ...rebuilt } = await bulkLoad(client, LOADED_TABLES, async () => {
      let started = performance.now();
      for (let copied = 0; copied < count; copied += rowsPerCopy) {
        await pipeline(
          Readable.from(take(chunks, rowsPerCopy / ROWS_PER_CHUNK)),
          client.query(copyFrom(`copy reviews (${COPY_COLUMNS}) from stdin`)),
        );
      }
      const copy = secondsSince(started);
      started = performance.now();
      await client.query(
        `insert into review_responses (account_id, review_id, source_id, content, status, published_at, created_at, updated_at)
        select account_id, id, source_id, 'Thank you for your feedback, ' || author_name || '.', 'published',
          responded_at, responded_at, responded_at
        from reviews where account_id = $1 and responded_at is not null`,
        [accountId],
      );
      return { copy, responses: secondsSince(started) };
    });
    await client.query('commit');
    return { ...loaded, ...rebuilt };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
