import Fastify from 'fastify';
import { recordReads } from './explain';
import type { Harness } from './harness';
import { type BenchResult, percentile } from './measure';

/** p50, p95, p99 and max of `samples` timings of `call` (after a few warm-ups), as measure() prints them. */
async function timed(name: string, samples: number, call: () => Promise<unknown>): Promise<BenchResult> {
  for (let i = 0; i < 10; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = process.hrtime.bigint();
    await call();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    samples,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    max: times.at(-1) ?? 0,
  };
}

/**
 * The two floors a call of the overview cannot go under, timed beside it on the same machine at the same time:
 * its reads alone (the statements one call sends, all sent at once through the app's pool and turned into rows by
 * the driver: the database's share with the network and the driver's), and a bare Fastify route answering the same
 * JSON from memory (no authentication, database or check: what answering a megabyte costs).
 */
export async function overviewCeilings(
  harness: Harness,
  call: () => Promise<{ body: string }>,
  samples: number,
): Promise<BenchResult[]> {
  const pool = harness.db.$client;
  const reads = await recordReads(harness, call);
  const answer = JSON.parse((await call()).body) as unknown;
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => answer);
  await bare.ready();
  try {
    return [
      await timed("the reads alone, sent at once (one call's statements)", samples, () =>
        Promise.all(reads.map(({ text, values }) => pool.query(text, values))),
      ),
      await timed('a bare Fastify route answering the same JSON', samples, () =>
        bare.inject({ method: 'GET', url: '/bare' }),
      ),
    ];
  } finally {
    await bare.close();
  }
}

/**
 * Node's CPU per call (process.cpuUsage: user and system time of this process, the app's work with the driver's
 * and the serializer's), p50 and mean over `samples` calls after a few warm-ups: unlike the wall times it moves
 * little with the shared machine's load, so runs on different days compare (decision 0178). The mean carries the
 * garbage collections the calls cause.
 */
export async function nodeCpuPerCall(call: () => Promise<unknown>, samples: number) {
  for (let i = 0; i < 10; i += 1) await call();
  const used: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const before = process.cpuUsage();
    await call();
    const { user, system } = process.cpuUsage(before);
    used.push((user + system) / 1000);
  }
  used.sort((a, b) => a - b);
  return { p50: percentile(used, 0.5), mean: used.reduce((sum, ms) => sum + ms, 0) / used.length };
}
