import os from 'node:os';
import { treeCpuSeconds } from './process-cpu';

/** The processes of each tier: PostgreSQL's postmaster and the `repute server` started for the run. */
export type TierPids = { postmaster: number | null; server: number };

/** CPU milliseconds a request spent in each tier; null for a tier that is not a local process. */
export type TierCpu = { databaseMs: number | null; serversMs: number | null; loadGeneratorMs: number };

type Seconds = { database: number | null; servers: number | null; loadGenerator: number };

async function cpuSoFar(pids: TierPids): Promise<Seconds> {
  const { user, system } = process.cpuUsage();
  return {
    database: pids.postmaster === null ? null : await treeCpuSeconds(pids.postmaster),
    servers: await treeCpuSeconds(pids.server),
    // This process: autocannon, and the harness beside it.
    loadGenerator: (user + system) / 1e6,
  };
}

const perRequest = (before: number | null, after: number | null, requests: number) =>
  before === null || after === null ? null : ((after - before) * 1000) / Math.max(requests, 1);

/**
 * Runs `run` and divides each tier's CPU over it (utime + stime of its processes from /proc, before and after) by
 * the requests it answered: what a request of the mix costs the machine, whatever else shares it.
 */
export async function cpuPerRequest<Result extends { requests: number }>(
  pids: TierPids,
  run: () => Promise<Result>,
): Promise<{ result: Result; cpu: TierCpu }> {
  const before = await cpuSoFar(pids);
  const result = await run();
  const after = await cpuSoFar(pids);
  return {
    result,
    cpu: {
      databaseMs: perRequest(before.database, after.database, result.requests),
      serversMs: perRequest(before.servers, after.servers, result.requests),
      loadGeneratorMs: perRequest(before.loadGenerator, after.loadGenerator, result.requests) ?? 0,
    },
  };
}

const ms = (value: number | null) => (value === null ? 'unknown' : `${value.toFixed(2)} ms`);

/** The ceiling the machine's cores set on the mix: every core busy with the database's and servers' work alone. */
export function describeTierCpu(cpu: TierCpu): string {
  const cores = os.cpus().length;
  const ceiling =
    cpu.databaseMs === null || cpu.serversMs === null
      ? 'unknown'
      : ((cores * 1000) / (cpu.databaseMs + cpu.serversMs)).toFixed(0);
  return (
    `database ${ms(cpu.databaseMs)}, servers ${ms(cpu.serversMs)}, load generator ${ms(cpu.loadGeneratorMs)} of CPU per request; ` +
    `this machine's ${cores} cores can serve at most ${ceiling} requests/s of this mix`
  );
}
