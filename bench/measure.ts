import os from 'node:os';
import { explainRequest } from './explain';
import type { Harness } from './harness';

type App = Harness['app'];

export type BenchResult = {
  name: string;
  samples: number;
  /** Response cache off: every read queried (the figure the targets hold on). */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The same requests through the API with its response cache (printed beside, not a target); absent for
   * figures that are not requests to the API (a raw query, a public page). */
  cachedP95?: number;
  /**
   * The ceiling from the same run: the database's own time for the first request's reads under EXPLAIN ANALYZE
   * (no network, driver, JSON), each read with the settings of its transaction if it ran in one; null when the
   * request sent no read.
   */
  databaseMs?: number | null;
};

export function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

type Timings = { p50: number; p95: number; p99: number; max: number };

/**
 * Times `samples` GETs through app.inject after 50 warm-up calls; every answer must be a 200 that found
 * something (`totalField` not 0), so that a broken filter cannot pass as a fast one.
 */
async function time(
  app: App,
  name: string,
  authorization: string,
  urls: (i: number) => string,
  samples: number,
  totalField: string,
): Promise<Timings> {
  for (let i = 0; i < 50; i += 1) await app.inject({ method: 'GET', url: urls(i), headers: { authorization } });
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url: urls(i), headers: { authorization } });
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
    const body = response.json() as Record<string, number>;
    if (body[totalField] === 0) throw new Error(`${name}: nothing found for ${urls(i)}`);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    max: times.at(-1) ?? 0,
  };
}

/**
 * One read's figures (issue 33): `samples` requests with the response cache off, the URLs varying with the call
 * number (dates, pages, groups, search terms) so that the database answers each; the same requests through the
 * cached API beside them; and the raw query's time as the ceiling.
 */
export async function measure(
  harness: Harness,
  name: string,
  authorization: string,
  urls: (i: number) => string,
  samples: number,
  totalField = '_total',
): Promise<BenchResult> {
  const uncached = await time(harness.app, name, authorization, urls, samples, totalField);
  const cached = await time(harness.cachedApp, name, authorization, urls, samples, totalField);
  const statements = await explainRequest(harness, () =>
    harness.app.inject({ method: 'GET', url: urls(0), headers: { authorization } }),
  );
  const databaseMs = statements.length ? statements.reduce((sum, statement) => sum + statement.ms, 0) : null;
  return { name, samples, ...uncached, cachedP95: cached.p95, databaseMs };
}

/**
 * Prints one table of results against a p95 target (held on the uncached figure); returns whether every case met
 * it. The cached p95 and the raw query's time are printed beside.
 */
export function printTable(title: string, results: BenchResult[], targetP95: number): boolean {
  const width = Math.max(...results.map((result) => result.name.length), 4);
  const cell = (value: number | null | undefined) =>
    (value === null || value === undefined ? 'n/a' : value.toFixed(1)).padStart(7);
  process.stdout.write(
    `\n${title}: p95 target ${targetP95} ms, response cache off (times in ms; cached p95 and the raw query beside)\n`,
  );
  process.stdout.write(
    `${'case'.padEnd(width)}  ${'n'.padStart(4)}      p50      p95      p99      max   cached  raw SQL\n`,
  );
  let ok = true;
  for (const result of results) {
    const pass = result.p95 <= targetP95;
    ok &&= pass;
    process.stdout.write(
      `${result.name.padEnd(width)}  ${String(result.samples).padStart(4)}  ${cell(result.p50)}  ${cell(result.p95)}  ${cell(result.p99)}  ${cell(result.max)}  ${cell(result.cachedP95)}  ${cell(result.databaseMs)}  ${pass ? 'ok' : 'MISSED'}\n`,
    );
  }
  return ok;
}

/** The 1, 5 and 15 minute load averages, printed beside a figure measured on a shared machine. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * How busy and how fast the machine is while measuring, so runs on shared machines can be compared: the
 * load average, and PostgreSQL counting a million generated rows (best of 3; CPU only, nothing read).
 */
export async function machineNote(harness: Harness): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const started = process.hrtime.bigint();
    await harness.db.$client.query('select count(*) from (select generate_series(1, 1000000))');
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return `machine: ${os.cpus().length} cores, load average ${loadAverage()}; PostgreSQL counts 1M generated rows in ${Math.min(...times).toFixed(0)} ms\n`;
}
