import os from 'node:os';
import { freePort } from '@repute/api/src/platform/net/free-port';
import { seedDemo } from '@repute/api/src/seed/seed';
import type { Harness } from './harness';
import { type LoadResult, load, printLoadTable, screenReads, type Workload } from './load.bench';
import { startBareServer, startReputeServer } from './load-servers';

/** Issues 10 and 33: the mixed load at 50 connections, uncached, on the demo data and on the large account. */
const GOAL = { perSecond: 1000, p95: 100 };
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
 * Real HTTP against the real server (`repute server` processes on the bench's database): the screens' reads
 * as a User of Northwind Dental (the demo data) and of the large account, at 1, 10 and 50 connections, first
 * against a server that keeps no answers (RESPONSE_CACHE_MB=0, decision 0070: what every read costs when it is
 * asked for the first time or just after a change), which holds the goal (issue 33), then with the response
 * cache, beside a bare Fastify route's rate as the machine's ceiling. Returns whether the goal was met.
 */
export async function loadBench(
  harness: Harness,
  scale: { userEmail: string; password: string; label: string },
): Promise<boolean> {
  await seedDemo(harness.db);
  await harness.db.$client.query('analyze');
  const bare = await startBareServer();
  let ceiling: number;
  try {
    ceiling = (await load(bare.url, { name: 'bare route', paths: ['/ping'], headers: {} }, 50, SECONDS)).perSecond;
  } finally {
    await bare.stop();
  }
  const run = async (env: NodeJS.ProcessEnv) => {
    const server = await startReputeServer(harness.url, await freePort(), env);
    try {
      const demo = await signIn(server.url, 'user@northwind.example', 'demo-password');
      const large = await signIn(server.url, scale.userEmail, scale.password);
      return {
        demo: await atEachConcurrency(
          server.url,
          screenReads('Northwind Dental', demo, await newestReviewIds(harness, demo.accountId)),
        ),
        large: await atEachConcurrency(
          server.url,
          screenReads('Scale Dental', large, await newestReviewIds(harness, large.accountId)),
        ),
      };
    } finally {
      await server.stop();
    }
  };
  const uncached = await run({ RESPONSE_CACHE_MB: '0' });
  const cached = await run({});
  process.stdout.write(
    `\nload: ${new Date().toISOString()}, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(2)}; ` +
      `${SECONDS} s a run; one repute server of WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY ?? 1} processes ` +
      'on the machine that runs the bench and PostgreSQL; ' +
      `bare Fastify route (one process) at 50 connections: ${ceiling.toFixed(0)} requests/s\n` +
      'workload: reviews list, dashboard overview, locations list and one review in turn, as a User; ' +
      'dates and pages vary with each review\n',
  );
  let ok = printLoadTable(
    'Northwind Dental (demo data), response cache off (RESPONSE_CACHE_MB=0): every read queried',
    uncached.demo,
    ceiling,
    GOAL,
  );
  printLoadTable('Northwind Dental (demo data), with the response cache', cached.demo, ceiling);
  ok =
    printLoadTable(
      `Scale Dental (${scale.label}), response cache off (RESPONSE_CACHE_MB=0): every read queried`,
      uncached.large,
      ceiling,
      GOAL,
    ) && ok;
  printLoadTable(`Scale Dental (${scale.label}), with the response cache`, cached.large, ceiling);
  return ok;
}
