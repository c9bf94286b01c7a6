import os from 'node:os';
import { freePort } from '@repute/api/src/platform/net/free-port';
import { seedDemo } from '@repute/api/src/seed/seed';
import type { Harness } from './harness';
import { type LoadResult, load, printLoadTable, screenReads, type Workload } from './load.bench';
import { startBareServer, startReputeServer } from './load-servers';

/** Issue 10: the demo data at 50 connections. */
const DEMO_GOAL = { perSecond: 1000, p95: 100 };
const CONNECTIONS = [1, 10, 50];
/** BENCH_LOAD_SECONDS: how long each concurrency runs (after a warm-up of a quarter of it). */
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

async function signIn(url: string, email: string, password: string) {
  const response = await fetch(`${url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 201) throw new Error(`login of ${email} failed: ${response.status} ${await response.text()}`);
  const state = (await response.json()) as { email: string; token: string; account_id: number };
  return { email: state.email, token: state.token, accountId: state.account_id };
}

async function newestReviewIds(harness: Harness, accountId: number): Promise<number[]> {
  const { rows } = await harness.db.$client.query<{ id: number }>(
    'select id from reviews where account_id = $1 and not removed order by published_at desc limit 20',
    [accountId],
  );
  return rows.map((row) => row.id);
}

async function atEachConcurrency(url: string, workload: Workload): Promise<LoadResult[]> {
  await load(url, workload, 10, Math.max(1, SECONDS / 4));
  const results: LoadResult[] = [];
  for (const connections of CONNECTIONS) results.push(await load(url, workload, connections, SECONDS));
  return results;
}

/**
 * The same demo workload against a server that keeps no answers (decision 0070): what every read costs when
 * it is asked for the first time or just after a change.
 */
async function uncachedRun(harness: Harness, demo: { email: string; token: string; accountId: number }) {
  const server = await startReputeServer(harness.url, await freePort(), { RESPONSE_CACHE_MB: '0' });
  try {
    return await atEachConcurrency(
      server.url,
      screenReads('Northwind Dental', demo, await newestReviewIds(harness, demo.accountId)),
    );
  } finally {
    await server.stop();
  }
}

/**
 * Real HTTP against the real server (`repute server` processes on the bench's database): the screens' reads
 * as a User of Northwind Dental (the demo data) and of the 1,000-location account, at 1, 10 and 50
 * connections, beside a bare Fastify route's rate as the machine's ceiling. Returns whether the demo goal was met.
 */
export async function loadBench(harness: Harness, scale: { userEmail: string; password: string }): Promise<boolean> {
  await seedDemo(harness.db);
  await harness.db.$client.query('analyze');
  const bare = await startBareServer();
  const server = await startReputeServer(harness.url, await freePort());
  try {
    const ceiling = (await load(bare.url, { name: 'bare route', paths: ['/ping'], headers: {} }, 50, SECONDS))
      .perSecond;
    await bare.stop();
    const demo = await signIn(server.url, 'user@northwind.example', 'demo-password');
    const demoReads = screenReads('Northwind Dental', demo, await newestReviewIds(harness, demo.accountId));
    const demoResults = await atEachConcurrency(server.url, demoReads);
    const large = await signIn(server.url, scale.userEmail, scale.password);
    const largeResults = await atEachConcurrency(
      server.url,
      screenReads('Scale Dental', large, await newestReviewIds(harness, large.accountId)),
    );
    process.stdout.write(
      `\nload: ${new Date().toISOString()}, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(2)}; ` +
        `${SECONDS} s a run; WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY ?? 1}; ` +
        `bare Fastify route (one process) at 50 connections: ${ceiling.toFixed(0)} requests/s\n` +
        'workload: reviews list, dashboard overview, locations list and one review in turn, as a User\n',
    );
    const ok = printLoadTable('Northwind Dental (demo data)', demoResults, ceiling, DEMO_GOAL);
    printLoadTable('Scale Dental (1,000 locations)', largeResults, ceiling);
    await server.stop();
    printLoadTable(
      'Northwind Dental, response cache off (RESPONSE_CACHE_MB=0): every read queried',
      await uncachedRun(harness, demo),
      ceiling,
    );
    return ok;
  } finally {
    await bare.stop();
    await server.stop();
  }
}
