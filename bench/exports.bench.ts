import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { copyCsv } from '@repute/api/src/platform/db/copy';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import { type Harness, login } from './harness';

export type ExportBenchResult = {
  rows: number;
  seconds: number;
  bytes: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  /** The highest RSS in the first and in the second half of the export's time: flat memory has them alike. */
  rssPeakFirstHalfMb: number;
  rssPeakSecondHalfMb: number;
  /** The JS heap before, right after, and after a full collection (when run with --expose-gc). */
  heapBeforeMb: number;
  heapAfterMb: number;
  heapAfterGcMb: number;
};

const MB = 1024 * 1024;

/**
 * Every review of the account to a CSV file, as the export job writes it (exports.writeCsv: the lines PostgreSQL's
 * COPY writes, to a file on disk), with this process's RSS sampled every 20 ms. PostgreSQL runs in its own
 * process and is not counted.
 */
export async function benchReviewsExport(
  harness: Harness,
  email: string,
  password: string,
): Promise<ExportBenchResult> {
  const session = await login(harness, email, password);
  const caller = await harness.services.auth.authenticate(session.token, email);
  if (!caller) throw new Error('no caller for the benchmark user');
  const directory = await mkdtemp(path.join(os.tmpdir(), 'repute-export-bench-'));
  const file = path.join(directory, 'reviews.csv');
  try {
    global.gc?.();
    const rssBefore = process.memoryUsage.rss();
    const heapBeforeMb = process.memoryUsage().heapUsed / MB;
    const started = performance.now();
    const samples: { at: number; rss: number }[] = [];
    const sampler = setInterval(() => {
      samples.push({ at: performance.now() - started, rss: process.memoryUsage.rss() });
    }, 20);
    const { rows } = await harness.services.exports.writeCsv(
      caller,
      { resource: 'reviews', filters: {} },
      createWriteStream(file),
    );
    const elapsedMs = performance.now() - started;
    const seconds = elapsedMs / 1000;
    clearInterval(sampler);
    samples.push({ at: elapsedMs, rss: process.memoryUsage.rss() });
    const peakOf = (wanted: (at: number) => boolean) =>
      samples.filter((sample) => wanted(sample.at)).reduce((peak, sample) => Math.max(peak, sample.rss), rssBefore);
    const { size } = await stat(file);
    const heapAfterMb = process.memoryUsage().heapUsed / MB;
    global.gc?.();
    const heapAfterGcMb = process.memoryUsage().heapUsed / MB;
    return {
      rows,
      seconds,
      bytes: size,
      rssBeforeMb: rssBefore / MB,
      rssPeakMb: peakOf(() => true) / MB,
      rssPeakFirstHalfMb: peakOf((at) => at <= elapsedMs / 2) / MB,
      rssPeakSecondHalfMb: peakOf((at) => at > elapsedMs / 2) / MB,
      heapBeforeMb,
      heapAfterMb,
      heapAfterGcMb,
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** A sink that drops what it is given: the ceilings measure the reading (or the writing) alone. */
const dropping = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/**
 * The first ceiling of the same run: the rows the export reads (each review with its location's name, its
 * response and its tags), in the export's order, as PostgreSQL's COPY writes the columns as they are stored
 * (timestamps, arrays, booleans unformatted, no cell neutralised), dropped as they arrive. What is left between this
 * and the export is the formatting of the cells in PostgreSQL (decision 0081).
 */
export async function benchRawCopy(harness: Harness, email: string): Promise<{ rows: number; seconds: number }> {
  const { rows: users } = await harness.db.$client.query<{ account_id: number }>(
    'select account_id from users where email = $1',
    [email],
  );
  const accountId = users[0]?.account_id ?? 0;
  const started = performance.now();
  const { lines, rows } = await copyCsv(
    harness.db,
    sql`select r.id, r.published_at, r.location_id, l.name, r.source_id, r.rating, r.author_name, r.content,
          r.sentiment, r.categories, tg.tags, r.status, rr.content, rr.status, rr.published_at, r.language, r.url,
          r.external_id, r.removed, r.source_updated_at
        from reviews r join locations l on l.id = r.location_id
        left join review_responses rr on rr.review_id = r.id and rr.account_id = r.account_id
        left join (select rt.review_id, string_agg(t.name, '; ' order by t.name, rt.id) as tags
                     from review_tags rt join tags t on t.id = rt.tag_id
                    where rt.account_id = ${accountId} group by rt.review_id) tg on tg.review_id = r.id
        where r.account_id = ${accountId} and not r.removed
        order by r.published_at desc, r.id desc`,
  );
  await pipeline(lines, dropping());
  return { rows: await rows, seconds: (performance.now() - started) / 1000 };
}

/**
 * The second ceiling: csv-stringify alone, turning `count` rows shaped like the reviews CSV's (20 cells, a
 * review's text and its response) into CSV, dropped. It bounds any export that builds its lines in this process,
 * as the export did before decision 0081, even with the rows given for free.
 */
export async function benchStringifyAlone(count: number): Promise<{ rows: number; seconds: number }> {
  const started = performance.now();
  const csv = stringify({ bom: true, header: true, columns: Array.from({ length: 20 }, (_, index) => `c${index}`) });
  const written = pipeline(csv, dropping());
  for (let id = 1; id <= count; id += 1) {
    const row = [
      id,
      '2026-11-24T19:29:14.824Z',
      297,
      'Scale Dental - Shelbyville #297',
      'Facebook',
      4,
      `Reviewer ${id % 5000}`,
      'My cleaning was quick and painless. Dessert was the highlight, get the pie.',
      1,
      'staff',
      '',
      'responded',
      `Thank you for your feedback, Reviewer ${id % 5000}.`,
      'published',
      '2026-11-25T03:12:40.824Z',
      'en',
      '',
      `scale-${id}`,
      'false',
      '2026-11-24T19:29:14.824Z',
    ];
    if (!csv.write(row)) await once(csv, 'drain');
  }
  csv.end();
  await written;
  return { rows: count, seconds: (performance.now() - started) / 1000 };
}
