import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cursorBatches } from '@repute/api/src/platform/db/cursor';
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
 * Every review of the account to a CSV file, as the export job writes it (exports.writeCsv: keyset batches from
 * PostgreSQL, csv-stringify, a file on disk), with this process's RSS sampled every 20 ms. PostgreSQL runs in its
 * own process and is not counted.
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

/**
 * The ceiling of the same run: the rows the export reads (each review with its location's name and its response),
 * in the export's order, through the same kind of cursor and batch size, with nothing done with them. What is
 * left between this and the export is the formatting and writing of the CSV.
 */
export async function benchBareCursorRead(harness: Harness, email: string): Promise<{ rows: number; seconds: number }> {
  const { rows: users } = await harness.db.$client.query<{ account_id: number }>(
    'select account_id from users where email = $1',
    [email],
  );
  const accountId = users[0]?.account_id;
  const started = performance.now();
  let rows = 0;
  for await (const batch of cursorBatches<unknown>(
    harness.db,
    sql`select r.*, l.name as location_name, rr.content as response, rr.status as response_status,
          rr.published_at as response_published_at
        from reviews r join locations l on l.id = r.location_id
        left join review_responses rr on rr.review_id = r.id and rr.account_id = r.account_id
        where r.account_id = ${accountId} and not r.removed
        order by r.published_at, r.id`,
    5000,
  )) {
    rows += batch.length;
  }
  return { rows, seconds: (performance.now() - started) / 1000 };
}
