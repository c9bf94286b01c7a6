import { connect } from '@repute/api/src/platform/db/client';
import type { PoolClient } from 'pg';
import { type RecordedStatement, recordStatements } from './explain';
import type { Harness } from './harness';
import type { Workload } from './load.bench';
import { postgresCpuSeconds } from './process-cpu';

export type RawMix = {
  /** Statements a request of the mix sends, on average (its session already known, as on a running server). */
  statementsPerRequest: number;
  perSecond: number;
  /** PostgreSQL's CPU a replayed request, from /proc; null when the server is not a local process. */
  databaseMs: number | null;
};

/**
 * The statements each request of the workload sends, in order, captured from the uncached in-process API (the
 * same code as the servers'): every path is asked once first, so that the session is known and the capture holds
 * only what a request of a running server sends.
 */
async function statementsOf(harness: Harness, workload: Workload): Promise<RecordedStatement[][]> {
  const ask = async (path: string) => {
    const response = await harness.app.inject({ method: 'GET', url: path, headers: workload.headers });
    if (response.statusCode !== 200) throw new Error(`${workload.name}: ${response.statusCode} for ${path}`);
  };
  for (const path of workload.paths) await ask(path);
  const requests: RecordedStatement[][] = [];
  for (const path of workload.paths) requests.push(await recordStatements(harness, () => ask(path)));
  return requests;
}

/** Sends the requests' statements in turn over `clients` connections, each request's in order on one, until `until`. */
async function replay(clients: PoolClient[], requests: RecordedStatement[][], until: number): Promise<number> {
  let next = 0;
  let done = 0;
  await Promise.all(
    clients.map(async (client) => {
      while (Date.now() < until) {
        const statements = requests[next % requests.length] ?? [];
        next += 1;
        for (const statement of statements) await client.query(statement.config);
        done += 1;
      }
    }),
  );
  return done;
}

/**
 * The raw queries' ceiling of a mix (issue 33): the SQL its requests send, with their values, straight to
 * PostgreSQL over `connections` connections of their own, with no HTTP, authentication, service or JSON; as
 * requests a second, and PostgreSQL's CPU a request, measured as the servers' run is.
 */
export async function rawMixCeiling(
  harness: Harness,
  workload: Workload,
  connections: number,
  seconds: number,
): Promise<RawMix> {
  const requests = await statementsOf(harness, workload);
  const pool = connect(harness.url, connections).$client;
  const clients: PoolClient[] = [];
  try {
    for (let i = 0; i < connections; i += 1) clients.push(await pool.connect());
    await replay(clients, requests, Date.now() + (seconds * 1000) / 4);
    const cpuBefore = await postgresCpuSeconds(harness);
    const started = Date.now();
    const done = await replay(clients, requests, started + seconds * 1000);
    const elapsed = (Date.now() - started) / 1000;
    const cpuAfter = await postgresCpuSeconds(harness);
    const statements = requests.reduce((sum, request) => sum + request.length, 0);
    return {
      statementsPerRequest: statements / requests.length,
      perSecond: done / elapsed,
      databaseMs: cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / done,
    };
  } finally {
    for (const client of clients) client.release();
    await pool.end();
  }
}
