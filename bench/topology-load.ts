import os from 'node:os';
import pg from 'pg';
import { startTopology } from '../scripts/topology/topology';
import { type LoadResult, load, screenReads } from './load.bench';
import { startBareServer } from './load-servers';
import { postmasterPid } from './process-cpu';
import { cpuPerRequest, describeTierCpu, type TierPids } from './tier-cpu';

/**
 * Issue 33 §3's mixed load on the multi-process topology (`npm run topology`): PostgreSQL 15 from Debian as primary
 * and hot standby, two `repute server` and two `repute worker` processes, S3 storage, the demo seed. The bench's
 * workload (reviews list, overview, locations list, one review, as a User, response cache off) is sent to both
 * servers at once, half the connections each, in several rounds: on a shared machine one round says little. Beside
 * each round, the CPU a request cost each tier (from /proc) and the ceiling the machine's cores set from it; before
 * them, a bare route's rate. Run with `npx tsx bench/topology-load.ts` (Debian's postgresql package installed, as
 * the topology suite needs).
 */
const GOAL = { perSecond: 1000, p95: 100 };
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_TOPOLOGY_ROUNDS ?? 3);

async function bareRouteRate(): Promise<number> {
  const bare = await startBareServer();
  try {
    return (await load(bare.url, { name: 'bare route', paths: ['/ping'], headers: {} }, CONNECTIONS, SECONDS))
      .perSecond;
  } finally {
    await bare.stop();
  }
}

async function postmasterOf(url: string): Promise<number | null> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    return await postmasterPid(pool);
  } finally {
    await pool.end();
  }
}

const bare = await bareRouteRate();
const topology = await startTopology({ env: { RESPONSE_CACHE_MB: '0' } });
try {
  const urls = topology.serverPorts.map((port) => `http://127.0.0.1:${port}`);
  const [first] = urls;
  const signedIn = await fetch(`${first}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'user@northwind.example', password: 'demo-password' }),
  });
  const session = (await signedIn.json()) as { email: string; token: string; account_id: number };
  const user = { email: session.email, token: session.token, accountId: session.account_id };
  const workload = screenReads('Northwind Dental', user, []);
  const reviews = await fetch(`${first}/api/reviews?per_page=20`, { headers: workload.headers });
  const ids = ((await reviews.json()) as { _embedded: { reviews: { id: number }[] } })._embedded.reviews.map(
    (r) => r.id,
  );
  const mix = screenReads('Northwind Dental', user, ids);
  const pids: TierPids = {
    postmasters: [await postmasterOf(topology.databaseUrl), await postmasterOf(topology.replicaUrl)],
    servers: topology.servers.map((server) => server.process.pid ?? 0),
    workers: topology.workers.map((worker) => worker?.process.pid ?? 0),
  };
  const together = async (connections: number, seconds: number) => {
    const results: LoadResult[] = await Promise.all(
      urls.map((url) => load(url, mix, connections / urls.length, seconds)),
    );
    return { results, requests: results.reduce((sum, result) => sum + result.requests, 0) };
  };
  await together(10, Math.max(1, SECONDS / 4));
  process.stdout.write(
    `topology load: ${new Date().toISOString()}, ${os.cpus().length} cores shared by both clusters, ` +
      `${urls.length} servers, ${topology.workers.length} workers and this load generator, load average ` +
      `${os.loadavg()[0]?.toFixed(2)}; ${CONNECTIONS} connections (${CONNECTIONS / urls.length} a server), ` +
      `${SECONDS} s a round, response cache off; bare Fastify route (one process): ${bare.toFixed(0)} requests/s ` +
      `(goal: ≥ ${GOAL.perSecond} requests/s, p95 ≤ ${GOAL.p95} ms)\n`,
  );
  let met = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const { result, cpu } = await cpuPerRequest(pids, () => together(CONNECTIONS, SECONDS));
    const perSecond = result.requests / SECONDS;
    const p95 = Math.max(...result.results.map((server) => server.p95));
    const ok = perSecond >= GOAL.perSecond && p95 <= GOAL.p95;
    if (ok) met += 1;
    const byServer = result.results
      .map((server) => [server.p50, server.p95, server.p99].map((ms) => ms.toFixed(1)).join(' / '))
      .join('; ');
    process.stdout.write(
      `round ${round}: ${Math.round(perSecond)} requests/s (${((100 * perSecond) / bare).toFixed(1)}% of bare), ` +
        `p50 / p95 / p99 by server ${byServer} ms ${ok ? 'ok' : 'MISSED'}\n  from /proc: ${describeTierCpu(cpu, pids)}\n`,
    );
  }
  process.stdout.write(`goal met in ${met} of ${ROUNDS} rounds\n`);
} finally {
  await topology.stop();
}
