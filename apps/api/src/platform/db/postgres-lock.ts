import { existsSync } from 'node:fs';
import { readFile, readlink, rm } from 'node:fs/promises';
import path from 'node:path';

const SHUTDOWN_TIMEOUT_MS = 60_000;

/** How another process may connect to the cluster: its superuser, and the file that keeps its password. */
export type ClusterLogin = { user: string; passwordFile: string };

/**
 * The cluster is running for another live Repute process (a server beside which someone ran `repute migrate`):
 * the command stops with a way to reach that database instead of PostgreSQL's lock-file failure.
 */
export class EmbeddedDatabaseInUse extends Error {
  constructor(clusterDir: string, ownerPid: number, port: string | undefined, login: ClusterLogin) {
    const url = `postgres://${login.user}:<password>@127.0.0.1:${port ?? '<port>'}/postgres`;
    super(
      `The PostgreSQL of ${clusterDir} is running for another Repute process (PID ${ownerPid}). Stop that process first, or run this command against its database: DATABASE_URL=${url} (the password is in ${login.passwordFile}).`,
    );
    this.name = 'EmbeddedDatabaseInUse';
  }
}
const POLL_MS = 100;

/**
 * Frees a cluster directory that a previous run left locked, before PostgreSQL is started on it.
 *
 * A server killed with SIGKILL cannot stop the PostgreSQL it started: that PostgreSQL keeps running (now a
 * child of init) and holds `postmaster.pid`, so the next start fails. When the lock's process is the
 * PostgreSQL of this very directory and no Node process owns it any more, it is stopped (fast shutdown:
 * committed transactions are kept). A lock whose process is gone, or is some other program that reused the
 * PID, is stale and removed. A PostgreSQL still owned by a live Node process (another Repute on the same data
 * directory) is left alone, and EmbeddedDatabaseInUse says how to reach it. Linux only (/proc); elsewhere
 * PostgreSQL's own check applies.
 */
export async function releaseLeftoverLock(
  clusterDir: string,
  login: ClusterLogin,
  notice: (message: string) => void,
): Promise<void> {
  const lockFile = path.join(clusterDir, 'postmaster.pid');
  const pid = await lockHolder(lockFile);
  if (pid === undefined || !existsSync('/proc/self/cmdline')) return;
  const holder = await processInfo(pid);
  if (holder === 'unknown') return;
  if (holder === 'gone' || !isPostgresOf(holder.args, clusterDir)) {
    await rm(lockFile, { force: true });
    notice(`Removed a stale ${lockFile}: PID ${pid} is no PostgreSQL of this data directory`);
    return;
  }
  if (await isNodeProcess(holder.parentPid)) {
    throw new EmbeddedDatabaseInUse(clusterDir, holder.parentPid, await lockLine(lockFile, PORT_LINE), login);
  }
  process.kill(pid, 'SIGINT');
  await waitUntilStopped(pid, lockFile);
  notice(`Stopped PostgreSQL (PID ${pid}) left running by a previous run on ${clusterDir}`);
}

/** postmaster.pid's lines: the PID first, the port fourth (PostgreSQL's pidfile.h). */
const PID_LINE = 0;
const PORT_LINE = 3;

async function lockLine(lockFile: string, line: number): Promise<string | undefined> {
  const text = await readFile(lockFile, 'utf8').catch(() => undefined);
  return text?.split('\n')[line]?.trim() || undefined;
}

async function lockHolder(lockFile: string): Promise<number | undefined> {
  const pid = Number(await lockLine(lockFile, PID_LINE));
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

type ProcessInfo = { args: string[]; parentPid: number };

/**
 * A live process's arguments and parent from /proc; 'gone' when it does not exist or is a zombie, 'unknown'
 * when it exists but /proc does not show it to us (then nothing may be concluded).
 */
async function processInfo(pid: number): Promise<ProcessInfo | 'gone' | 'unknown'> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // "pid (name) state ppid ...": the name may hold spaces and parentheses, so read after the last ')'.
    const [state, parentPid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z' || state === 'X') return 'gone';
    const args = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
    return { args, parentPid: Number(parentPid) };
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'gone' : 'unknown';
  }
}

function isPostgresOf(args: string[], clusterDir: string): boolean {
  const dataDirArg = args[args.indexOf('-D') + 1];
  return (
    path.basename(args[0] ?? '') === 'postgres' &&
    dataDirArg !== undefined &&
    path.resolve(dataDirArg) === path.resolve(clusterDir)
  );
}

async function isNodeProcess(pid: number): Promise<boolean> {
  const executable = await readlink(`/proc/${pid}/exe`).catch(() => undefined);
  return executable !== undefined && path.resolve(executable) === path.resolve(process.execPath);
}

/** PostgreSQL removes its lock file last when it has shut down; a vanished process counts too. */
async function waitUntilStopped(pid: number, lockFile: string): Promise<void> {
  const deadline = Date.now() + SHUTDOWN_TIMEOUT_MS;
  while (existsSync(lockFile) && (await processInfo(pid)) !== 'gone') {
    if (Date.now() > deadline) {
      throw new Error(`PostgreSQL (PID ${pid}) left running by a previous run did not stop within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
