import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { type Role, type Running, run } from './runtime';

/**
 * WEB_CONCURRENCY > 1: several server processes answer HTTP on the one port (Node's cluster shares it).
 * The primary owns what there must be one of: the embedded PostgreSQL, migrations, demo seeding and, for
 * `all`, the job worker; the workers are plain `server` processes on the primary's database. A session
 * is good on every process: authentication reads PostgreSQL on every request and realtime rooms go through
 * the PostgreSQL adapter.
 */
export async function runPrimary(
  config: Config,
  role: Exclude<Role, 'worker'>,
  seedWhenEmpty: boolean,
): Promise<Running> {
  const primary = await run(config, role, { seedWhenEmpty, http: false });
  let stopping = false;
  const fork = (): Worker => cluster.fork({ DATABASE_URL: primary.databaseUrl });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    process.stderr.write(`server process ${worker.process.pid} ended (${signal ?? code}); starting another\n`);
    fork();
  });
  const workers = Array.from({ length: config.webConcurrency }, fork);
  // However the primary ends (another exit hook may end it first), its server processes end with it.
  process.once('exit', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  });
  try {
    await Promise.all(workers.map(listening));
  } catch (error) {
    stopping = true;
    await stopWorkers(workers);
    await primary.stop();
    throw error;
  }
  return {
    url: config.publicUrl,
    databaseUrl: primary.databaseUrl,
    needsFirstAdmin: primary.needsFirstAdmin,
    stop: async () => {
      stopping = true;
      // Workers first (they finish their requests), then the database they use.
      await stopWorkers(Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined));
      await primary.stop();
    },
  };
}

function listening(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    worker.once('listening', () => resolve());
    worker.once('exit', (code) =>
      reject(new Error(`server process ${worker.process.pid} exited (${code}) while starting`)),
    );
  });
}

async function stopWorkers(workers: Worker[]): Promise<void> {
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve();
          worker.once('exit', () => resolve());
          worker.process.kill('SIGTERM');
        }),
    ),
  );
}
