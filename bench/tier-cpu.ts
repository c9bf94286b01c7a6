import os from 'node:os';
import { treeCpuSeconds } from './process-cpu';

/**
 * The processes of each tier: the PostgreSQL postmasters (a primary and its standby on the topology; null for a
 * server that is not a local process), the `repute server` processes and the `repute worker` processes of the run.
 */
export type TierPids = { postmasters: (number | null)[]; servers: number[]; workers: number[] };

/** CPU milliseconds a request spent in each tier; null for a tier that is not a local process. */
export type TierCpu = {
  databaseMs: number | null;
  serversMs: number | null;
  workersMs: number | null;
  loadGeneratorMs: number;
};

type Seconds = { database: number | null; servers: number | null; workers: number | null; loadGenerator: number };

/** The CPU seconds of every process of a tier together, or null when one of them is not a local process. */
async function tierSeconds(pids: (number | null)[]): Promise<number | null> {
  let seconds = 0;
  for (const pid of pids) {
    const used = pid === null ? null : await treeCpuSeconds(pid);
    if (used === null) return null;
    seconds += used;
  }
  return seconds;
}

async function cpuSoFar(pids: TierPids): Promise<Seconds> {
  const { user, system } = process.cpuUsage();
  return {
    database: await tierSeconds(pids.postmasters),
    servers: await tierSeconds(pids.servers),
    workers: await tierSeconds(pids.workers),
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
      workersMs: perRequest(before.workers, after.workers, result.requests),
      loadGeneratorMs: perRequest(before.loadGenerator, after.loadGenerator, result.requests) ?? 0,
    },
  };
}

const ms = (value: number | null) => (value === null ? 'unknown' : `${value.toFixed(2)} ms`);

/**
 * The ceiling the machine's cores set on the mix: every core busy with Repute's work alone (the database's, the
 * servers' and the workers'), none left to the load generator.
 */
export function describeTierCpu(cpu: TierCpu, pids: TierPids): string {
  const cores = os.cpus().length;
  const repute = [cpu.databaseMs, cpu.serversMs, pids.workers.length > 0 ? cpu.workersMs : 0];
  const ceiling = repute.some((value) => value === null)
    ? 'unknown'
    : ((cores * 1000) / repute.reduce((sum: number, value) => sum + (value ?? 0), 0)).toFixed(0);
  const workers = pids.workers.length > 0 ? `workers ${ms(cpu.workersMs)}, ` : '';
  return (
    `database ${ms(cpu.databaseMs)}, servers ${ms(cpu.serversMs)}, ${workers}load generator ${ms(cpu.loadGeneratorMs)} of CPU per request; ` +
    `this machine's ${cores} cores can serve at most ${ceiling} requests/s of this mix`
  );
}
