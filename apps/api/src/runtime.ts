import type { Server as HttpServer } from 'node:http';
import type { PgBoss } from 'pg-boss';
import pino from 'pino';
import { buildApp } from './app/build-app';
import { compose } from './app/compose';
import { startJobQueues, workJobs } from './app/workers';
import type { Config } from './config';
import { runMigrations } from './platform/db/client';
import { type DatabaseHandle, openDatabase } from './platform/db/database';
import { serializeError } from './platform/db/query-errors';
import { WEB_DIST } from './platform/http/static-web';
import type { BossRole } from './platform/jobs/boss';
import { createMailDeliveries } from './platform/mail/deliveries';
import { workMail } from './platform/mail/mail.jobs';
import { createMailTransport } from './platform/mail/transport';
import { relayRealtime } from './platform/realtime/publisher';
import { attachRealtime } from './platform/realtime/realtime';
import { createFileStorage } from './platform/storage/create-storage';
import { isDatabaseEmpty, seedDemo } from './seed/seed';

export type Role = 'server' | 'worker' | 'all';

/** PostgreSQL's error code for a connection it ends because it is shutting down. */
const ADMIN_SHUTDOWN = '57P01';

/** `needsFirstAdmin`: the database has no account and no demo data was loaded (DEMO_MODE=false). */
export type Running = { url?: string; databaseUrl: string; needsFirstAdmin: boolean; stop: () => Promise<void> };

export type RunOptions = {
  seedWhenEmpty?: boolean;
  /** False in the primary of a cluster: its workers answer HTTP (cluster.ts). */
  http?: boolean;
};

/**
 * Opens the database, migrates, seeds an empty database in demo mode only (outside it the demo users and
 * their published password have no place), and runs the server and/or worker role.
 */
export async function run(config: Config, role: Role, options: RunOptions = {}): Promise<Running> {
  const log = pino({ level: config.logLevel, serializers: { err: serializeError } });
  const database: DatabaseHandle = await openDatabase(config, {
    postgres: (line) => log.debug({ postgres: line }),
    notice: (message) => log.warn(message),
  });
  const stops: (() => Promise<void>)[] = [database.close];
  let stopping = false;
  try {
    await runMigrations(database.db);
    let needsFirstAdmin = await isDatabaseEmpty(database.db);
    if (options.seedWhenEmpty && config.demoMode && needsFirstAdmin) {
      const { created } = await seedDemo(database.db, createFileStorage(config));
      log.info({ created }, 'seeded demo data');
      needsFirstAdmin = false;
    }
    const bossRole: BossRole = role === 'server' ? 'server' : 'worker';
    const onJobError = (error: Error) => {
      // Expected while stopping. PostgreSQL shutting down (57P01) may even come first: Ctrl+C in a terminal reaches
      // the embedded PostgreSQL too. Either way the queue reconnects or stops by itself: no stack trace is owed.
      if (stopping) log.debug({ err: error }, 'job queue while stopping');
      else if ((error as { code?: string }).code === ADMIN_SHUTDOWN) log.warn('job queue: PostgreSQL is shutting down');
      else log.error({ err: error }, 'job queue');
    };
    const boss: PgBoss = await startJobQueues(database.url, bossRole, onJobError);
    // Every module, connector and service once, shared by the server and the worker of this process.
    const composed = compose({
      db: database.db,
      replica: database.replica,
      boss,
      config,
      files: createFileStorage(config),
    });
    // Stop jobs before the database: workers finish or release what they hold.
    stops.unshift(() => boss.stop({ graceful: true, timeout: 20_000 }));
    if (role !== 'server') {
      const transport = createMailTransport(config.smtpUrl, config.dataDir);
      await workMail(boss, transport, createMailDeliveries(database.db));
      await workJobs(boss, composed, {
        now: schedulingClock(config.testClockStart),
        onError: (error, context) => log.error({ err: error, ...context }, 'job item failed'),
      });
      stops.unshift(async () => transport.close());
    }
    let url: string | undefined;
    if (role !== 'worker' && options.http !== false) {
      const { app, services } = await buildApp({
        db: database.db,
        boss,
        config,
        files: composed.files,
        composed,
        webDist: config.serveWebApp ? WEB_DIST : null,
      });
      const io = attachRealtime(app.server as HttpServer, database.db.$client, services.auth.authenticate, {
        onCheckError: (error) => app.log.warn({ err: error }, 'realtime session check failed; the socket stays'),
        websocketOnly: config.webConcurrency > 1,
      });
      const stopRelay = await relayRealtime(database.db.$client, io);
      await app.listen({ port: config.port, host: config.host });
      url = config.publicUrl;
      // Stop taking requests first, then let in-flight ones finish.
      stops.unshift(async () => {
        await stopRelay();
        io.close();
        await app.close();
      });
    }
    const stop = () => {
      stopping = true;
      return runInOrder(stops);
    };
    return { url, databaseUrl: database.url, needsFirstAdmin, stop };
  } catch (error) {
    await runInOrder(stops);
    throw error;
  }
}

/** The real clock, or one that starts at TEST_CLOCK_START and moves on in real time (tests in another process). */
function schedulingClock(start: Date | undefined): (() => Date) | undefined {
  if (!start) return undefined;
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

async function runInOrder(stops: (() => Promise<void>)[]): Promise<void> {
  for (const stop of stops) {
    try {
      await stop();
    } catch {
      // Shutting down: a failing step must not keep the next ones (and the database) running.
    }
  }
}
