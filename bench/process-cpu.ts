import { readdir, readFile } from 'node:fs/promises';
import type { Pool } from 'pg';
import type { Harness } from './harness';

/** A process's parent, and its CPU in clock ticks: its own, and its children's that it has already reaped. */
type Ticks = { ppid: number; own: number; reaped: number };

/** Linux counts in USER_HZ, 100 a second on every architecture Node runs on. */
const TICKS_A_SECOND = 100;

/** utime + stime and cutime + cstime of a process (fields 14-17 of /proc/<pid>/stat); null once it has gone. */
async function processTicks(pid: number): Promise<Ticks | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields after it start at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const field = (n: number) => Number(fields[n - 3]);
    return { ppid: field(4), own: field(14) + field(15), reaped: field(16) + field(17) };
  } catch {
    return null;
  }
}

/** Every process of the machine, read once from /proc. */
async function processTable(): Promise<Map<number, Ticks>> {
  const table = new Map<number, Ticks>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ticks = await processTicks(Number(entry));
    if (ticks) table.set(Number(entry), ticks);
  }
  return table;
}

/**
 * CPU seconds a process and all its descendants have used so far, found by their parent pids: each one's own
 * time and that of the children it has reaped (a cluster worker or parallel worker that already exited), so that
 * nothing is counted twice. Null when the process is not a local one (a DATABASE_URL server elsewhere).
 */
export async function treeCpuSeconds(rootPid: number): Promise<number | null> {
  const table = await processTable();
  if (!table.has(rootPid)) return null;
  const childrenOf = new Map<number, number[]>();
  for (const [pid, { ppid }] of table) childrenOf.set(ppid, [...(childrenOf.get(ppid) ?? []), pid]);
  let ticks = 0;
  const waiting = [rootPid];
  for (let pid = waiting.pop(); pid !== undefined; pid = waiting.pop()) {
    const member = table.get(pid);
    if (member) ticks += member.own + member.reaped;
    waiting.push(...(childrenOf.get(pid) ?? []));
  }
  return ticks / TICKS_A_SECOND;
}

/**
 * The pid of the PostgreSQL server a pool connects to (the postmaster, parent of every backend), or null when it is
 * not a local process. Read while the backend that answers is still connected: its /proc entry goes with it.
 */
export async function postmasterPid(pool: Pick<Pool, 'query'>): Promise<number | null> {
  const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
  return (await processTicks(rows[0]?.pid ?? 0))?.ppid ?? null;
}

/**
 * CPU seconds the benchmark's PostgreSQL server has used so far: the postmaster's and all its backends', with the
 * children that already exited (parallel workers). With the analyser's CPU it gives a cost per review that does
 * not depend on how busy the shared machine is. Null when the server is not a local Linux process.
 */
export async function postgresCpuSeconds(harness: Harness): Promise<number | null> {
  const pid = await postmasterPid(harness.db.$client);
  return pid === null ? null : treeCpuSeconds(pid);
}
