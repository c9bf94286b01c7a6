import { type ChildProcess, execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/repute.mjs');
const START_TIMEOUT_MS = 120_000;

export type SpawnedServer = { process: ChildProcess; output: () => string; exited: Promise<number | null> };

/** What each role prints once it runs. */
const RUNNING: Record<'all' | 'server' | 'worker', string> = {
  all: 'Repute is running at',
  server: 'Repute is running at',
  worker: 'Repute worker is running',
};

/** The `repute` command as `npm start` runs it; resolves once it says it is running, rejects if it exits first. */
export async function startRepute(role: 'all' | 'server' | 'worker', env: NodeJS.ProcessEnv): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [BIN, role], {
    // API-only unless a test asks: `npm run test:unit` runs before anything builds the web app.
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', SERVE_WEB_APP: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no start within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(RUNNING[role])) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) while starting:\n${output}`));
    });
  });
  return { process: child, output: () => output, exited };
}

/** SIGTERM, as a service manager stops it; resolves with the exit code. */
export async function stopRepute(server: SpawnedServer | undefined): Promise<number | null> {
  if (!server) return null;
  if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill('SIGTERM');
  return server.exited;
}

/** A one-shot `repute` command (create-admin, migrate, ...) with this environment and stdin; answers its exit code and output. */
export function runReputeCommand(args: string[], env: NodeJS.ProcessEnv, input = '') {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [BIN, ...args],
      { env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(input);
  });
}

/** Whether a process of this id is alive (signal 0 only asks). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
