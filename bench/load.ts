import os from 'node:os';
import { freePort } from '@repute/api/src/platform/net/free-port';
import { seedDemo } from '@repute/api/src/seed/seed';
import type { Harness } from './harness';
import { type LoadResult, load, printLoadTable, screenReads, type Workload } from './load.bench';
import { startBareServer, startReputeServer } from './load-servers';
import { postmasterPid } from './process-cpu';
import { type RawMix, rawMixCeiling } from './raw-mix';
import { cpuPerRequest, describeTierCpu, type TierCpu, type TierPids } from './tier-cpu';

/** Issues 10 and 33: the mixed load at 50 connections, uncached, on the demo data and on the large account. */
const GOAL = { perSecond: 1000, p95: 100 };
const CONNECTIONS = [1, 10];
/** The goal's concurrency, at which the tiers' CPU and the raw queries' ceiling are measured too. */
const MOST_CONNECTIONS = 50;
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

/** A workload's runs, and the CPU a request cost each tier in the run at the most connections. */
type Measured = { workload: Workload; results: LoadResult[]; cpu: TierCpu; pids: TierPids };

async function atEachConcurrency(url: string, workload: Workload, pids: TierPids): Promise<Measured> {
  await load(url, workload, 10, Math.max(1, SECONDS / 4));
  const results: LoadResult[] = [];
  for (const connections of CONNECTIONS) results.push(await load(url, workload, connections, SECONDS));
  const { result, cpu } = await cpuPerRequest(pids, () => load(url, workload, MOST_CONNECTIONS, SECONDS));
  return { workload, results: [...results, result], cpu, pids };
}

/** One workload's table, the CPU its requests cost beside it, and for the uncached server the raw queries' rate. */
function printMeasured(title: string, measured: Measured, ceiling: number, goal?: typeof GOAL, raw?: RawMix): boolean {
  const ok = printLoadTable(title, measured.results, ceiling, goal);
  process.stdout.write(
    `  at ${MOST_CONNECTIONS} connections, from /proc: ${describeTierCpu(measured.cpu, measured.pids)}\n`,
  );
  if (raw) {
    const databaseMs = raw.databaseMs === null ? 'unknown' : `${raw.databaseMs.toFixed(2)} ms`;
    process.stdout.write(
      `  raw queries, same run: the mix's ${raw.statementsPerRequest.toFixed(2)} statements a request, replayed straight to PostgreSQL over ${MOST_CONNECTIONS} connections: ` +
        `${raw.perSecond.toFixed(0)} requests/s (database ${databaseMs} of CPU per request)\n`,
    );
  }
  return ok;
}

/**
 * Real HTTP against the real server (`repute server` processes on the bench's database): the screens' reads
 * as a User of Northwind Dental (the demo data) and of the large account, at 1, 10 and 50 connections, first
 * against a server that keeps no answers (RESPONSE_CACHE_MB=0, decision 0070: what every read costs when it is
 * asked for the first time or just after a change), which holds the goal (issue 33), then with the response
 * cache, beside a bare Fastify route's rate as the machine's ceiling. At 50 connections the CPU a request costs
 * PostgreSQL, the servers and this process is read from /proc, which gives the ceiling the machine's cores set on
 * the mix; the mix's SQL replayed alone gives the raw queries' ceiling. Returns whether the goal was met.
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
    ceiling = (await load(bare.url, { name: 'bare route', paths: ['/ping'], headers: {} }, MOST_CONNECTIONS, SECONDS))
      .perSecond;
  } finally {
    await bare.stop();
  }
  const postmaster = await postmasterPid(harness.db.$client);
  const run = async (env: NodeJS.ProcessEnv) => {
    const server = await startReputeServer(harness.url, await freePort(), env);
    const pids: TierPids = { postmasters: [postmaster], servers: [server.pid], workers: [] };
    try {
      const demo = await signIn(server.url, 'user@northwind.example', 'demo-password');
      const large = await signIn(server.url, scale.userEmail, scale.password);
      return {
        demo: await atEachConcurrency(
          server.url,
          screenReads('Northwind Dental', demo, await newestReviewIds(harness, demo.accountId)),
          pids,
        ),
        large: await atEachConcurrency(
          server.url,
          screenReads('Scale Dental', large, await newestReviewIds(harness, large.accountId)),
          pids,
        ),
      };
    } finally {
      await server.stop();
    }
  };
  const uncached = await run({ RESPONSE_CACHE_MB: '0' });
  const cached = await run({});
  // The same requests' SQL alone, once no server competes for the machine; their sessions are still good.
  const raw = {
    demo: await rawMixCeiling(harness, uncached.demo.workload, MOST_CONNECTIONS, SECONDS),
    large: await rawMixCeiling(harness, uncached.large.workload, MOST_CONNECTIONS, SECONDS),
  };
  process.stdout.write(
    `\nload: ${new Date().toISOString()}, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(2)}; ` +
      `${SECONDS} s a run; one repute server of WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY ?? 1} processes ` +
      'on the machine that runs the bench and PostgreSQL; ' +
      `bare Fastify route (one process) at 50 connections: ${ceiling.toFixed(0)} requests/s\n` +
      'workload: reviews list, dashboard overview, locations list and one review in turn, as a User; ' +
      'dates and pages vary with each review\n',
  );
  let ok = printMeasured(
    'Northwind Dental (demo data), response cache off (RESPONSE_CACHE_MB=0): every read queried',
    uncached.demo,
    ceiling,
    GOAL,
    raw.demo,
  );
  printMeasured('Northwind Dental (demo data), with the response cache', cached.demo, ceiling);
  ok =
    printMeasured(
      `Scale Dental (${scale.label}), response cache off (RESPONSE_CACHE_MB=0): every read queried`,
      uncached.large,
      ceiling,
      GOAL,
      raw.large,
    ) && ok;
  printMeasured(`Scale Dental (${scale.label}), with the response cache`, cached.large, ceiling);
  return ok;
}
