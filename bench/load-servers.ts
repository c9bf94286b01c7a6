import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPUTE = path.resolve(HERE, '../apps/api/bin/repute.mjs');
const BARE = path.resolve(HERE, 'bare-server.ts');
const START_TIMEOUT_MS = 120_000;

/** A server started as a process of its own; `pid` is that process's (a cluster's primary, its workers below it). */
export type Spawned = { url: string; pid: number; stop: () => Promise<void> };

/** Runs a child process until its output matches `ready`; resolves with the match. */
function startChild(
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`not ready within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(ready);
      if (match) {
        clearTimeout(timer);
        resolve({ child, match });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code}) while starting:\n${output}`));
    });
  });
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}

/** The real server (`repute server`, as deployed) on the bench's database, with the given environment. */
export async function startReputeServer(
  databaseUrl: string,
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<Spawned> {
  const { child } = await startChild(
    [REPUTE, 'server'],
    // The bench builds the widget only: its servers answer the API.
    {
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SERVE_WEB_APP: 'false',
      ...env,
    },
    /Repute is running at/,
  );
  return { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop: stopper(child) };
}

/** A bare Fastify route in a process of its own: what one Node process on this machine can answer. */
export async function startBareServer(): Promise<Spawned> {
  const { child, match } = await startChild(['--import', 'tsx', BARE], {}, /listening (\d+)/);
  return { url: `http://127.0.0.1:${match[1]}`, pid: child.pid ?? 0, stop: stopper(child) };
}

/** The real worker (`repute worker`, as deployed: its cron sweeps) on the bench's database; mail to `dataDir`'s outbox. */
export async function startReputeWorker(databaseUrl: string, dataDir: string): Promise<Spawned> {
  const { child } = await startChild(
    [REPUTE, 'worker'],
    { DATABASE_URL: databaseUrl, REPUTE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    /Repute worker is running/,
  );
  return { url: '', pid: child.pid ?? 0, stop: stopper(child) };
}
