import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Harness, login } from './harness';

export type ExportBenchResult = {
  rows: number;
  seconds: number;
  bytes: number;
  rssBeforeMb: number;
  rssPeakMb: number;
};

const MB = 1024 * 1024;

/**
 * Every review of the account to a CSV file, as the export job writes it (exports.writeCsv: keyset batches from
 * PostgreSQL, csv-stringify, a file on disk), with this process's RSS sampled every 20 ms. PostgreSQL runs in its
 * own process and is not counted.
 */
export async function benchReviewsExport(harness: Harness, email: string, password: string) {
  const session = await login(harness, email, password);
  const caller = await harness.services.auth.authenticate(session.token, email);
  if (!caller) throw new Error('no caller for the benchmark user');
  const directory = await mkdtemp(path.join(os.tmpdir(), 'repute-export-bench-'));
  const file = path.join(directory, 'reviews.csv');
  try {
    global.gc?.();
    const rssBefore = process.memoryUsage.rss();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    }, 20);
    const started = performance.now();
    const { rows } = await harness.services.exports.writeCsv(
      caller,
      { resource: 'reviews', filters: {} },
      createWriteStream(file),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    const { size } = await stat(file);
    return { rows, seconds, bytes: size, rssBeforeMb: rssBefore / MB, rssPeakMb: rssPeak / MB };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
