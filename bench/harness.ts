import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@repute/api/src/app/build-app';
import { startJobQueues } from '@repute/api/src/app/workers';
import { createConnectors } from '@repute/api/src/connectors/connectors';
import { connect, type Database, runMigrations } from '@repute/api/src/platform/db/client';
import { startEmbeddedPostgres } from '@repute/api/src/platform/db/embedded';
import { createLocalStorage } from '@repute/api/src/platform/storage/local-storage';

/** WAL the embedded cluster lets grow between checkpoints, and the longest time between them, during a bench. */
const BULK_LOAD_MAX_WAL_SIZE = '8GB';
const BULK_LOAD_CHECKPOINT_TIMEOUT = '30min';

export function basic(email: string, token: string): string {
  return `Basic ${Buffer.from(`${email}:${token}`).toString('base64')}`;
}

export type Harness = {
  db: Database;
  /** The benchmark database's URL, for servers started as processes of their own. */
  url: string;
  /**
   * The real API with its response cache off (RESPONSE_CACHE_MB=0): every read is queried, as the first read of
   * a page or the first after a change is. The bench's targets hold on this one (issue 33).
   */
  app: Awaited<ReturnType<typeof buildApp>>['app'];
  /** The same API with the default response cache, whose figures are printed beside the uncached ones. */
  cachedApp: Awaited<ReturnType<typeof buildApp>>['app'];
  /** The app's services, for benchmarks of work that runs outside a request (an export job). */
  services: Awaited<ReturnType<typeof buildApp>>['services'];
  /** The job queues, for a second app on the same database (the widgets bench's proxy-trusting server). */
  boss: Awaited<ReturnType<typeof startJobQueues>>;
  close: () => Promise<void>;
};

/**
 * A real PostgreSQL (DATABASE_URL's server, else an embedded one in a temporary directory) with a fresh,
 * migrated database, and the real API on it (uncached, and cached beside it), called in-process with app.inject.
 */
export async function startHarness(): Promise<Harness> {
  const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(os.tmpdir(), 'repute-bench-'));
  const embedded = dataDir ? await startEmbeddedPostgres(dataDir) : undefined;
  const serverUrl = process.env.DATABASE_URL ?? embedded?.url ?? '';
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const server = connect(serverUrl, 1);
  // The bench's own cluster loads gigabytes at once: a checkpoint every 1 GB of WAL or 5 minutes (the defaults)
  // would write the same new pages again and again. A server of DATABASE_URL's keeps its operator's settings.
  if (embedded) {
    await server.$client.query(`alter system set max_wal_size = '${BULK_LOAD_MAX_WAL_SIZE}'`);
    await server.$client.query(`alter system set checkpoint_timeout = '${BULK_LOAD_CHECKPOINT_TIMEOUT}'`);
    await server.$client.query('select pg_reload_conf()');
  }
  await server.$client.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = connect(url.toString(), 10);
  await runMigrations(db);
  const boss = await startJobQueues(url.toString(), 'server', () => {});
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'repute-bench-files-'));
  const build = (responseCacheMb?: number) =>
    buildApp({
      db,
      boss,
      config: { publicUrl: 'http://127.0.0.1', logLevel: 'silent', responseCacheMb },
      files: createLocalStorage(filesDir),
      webDist: null,
      connectors: createConnectors({ demoMode: true }),
    });
  const { app, services } = await build(0);
  const { app: cachedApp } = await build();
  await app.ready();
  await cachedApp.ready();
  return {
    db,
    url: url.toString(),
    app,
    cachedApp,
    services,
    boss,
    close: async () => {
      await app.close();
      await cachedApp.close();
      await boss.stop({ graceful: false, close: true });
      await db.$client.end();
      await server.$client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.$client.end();
      await embedded?.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** Logs in through the API as a person does; the session's token authenticates every call. */
export async function login(harness: Harness, email: string, password: string) {
  const response = await harness.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
  if (response.statusCode !== 201) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json() as { email: string; token: string; user_id: number };
}
