import { startTopology } from '../scripts/topology/topology';
import { type LoadResult, load, screenReads } from './load.bench';

/**
 * Issue 33 §3's mixed load on the multi-process topology (`npm run topology`): PostgreSQL 15 from Debian as primary
 * and hot standby, two `repute server` and two `repute worker` processes, S3 storage, the demo seed. The bench's
 * workload (reviews list, overview, locations list, one review, as a User, response cache off) is sent to both
 * servers at once, half the connections each. Run with `npx tsx bench/topology-load.ts` (Debian's postgresql package
 * installed, as the topology suite needs).
 */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

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
  const together = (connections: number, seconds: number) =>
    Promise.all(urls.map((url) => load(url, mix, connections / urls.length, seconds)));
  await together(10, Math.max(1, SECONDS / 4));
  const results: LoadResult[] = await together(CONNECTIONS, SECONDS);
  const perSecond = results.reduce((sum, result) => sum + result.perSecond, 0);
  const byServer = results
    .map((result) => [result.p50, result.p95, result.p99].map((ms) => ms.toFixed(1)).join(' / '))
    .join(' ms; ');
  process.stdout.write(
    `topology, ${urls.length} servers, ${CONNECTIONS} connections (${CONNECTIONS / urls.length} each), ${SECONDS} s, ` +
      `response cache off: ${Math.round(perSecond)} requests/s; p50 / p95 / p99 by server: ${byServer} ms ` +
      '(goal: ≥ 1000 requests/s, p95 ≤ 100 ms)\n',
  );
} finally {
  await topology.stop();
}
