import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/client';

/** How long a readiness check waits for PostgreSQL before saying the process is not ready. */
const READY_CHECK_TIMEOUT_MS = 2_000;

type Check = { ok: boolean; error?: string };

async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function check(run: () => Promise<unknown>): Promise<Check> {
  try {
    await within(run(), READY_CHECK_TIMEOUT_MS);
    return { ok: true };
  } catch (error) {
    // The code or message only: a connection error's text names the host, never the credentials.
    const code = (error as { code?: string }).code;
    return { ok: false, error: code ?? (error instanceof Error ? error.message : 'failed') };
  }
}

/**
 * `/healthz` says the process answers (a load balancer's liveness probe: restart it if not); `/readyz` says it can
 * serve (send it traffic): PostgreSQL answers and the job queue's tables are there. Outside /api: no session, no
 * policy, never cached.
 */
export function registerHealth(app: FastifyInstance, deps: { db: Database; boss: PgBoss }): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    const [database, queue] = await Promise.all([
      check(() => deps.db.$client.query('select 1')),
      check(() => deps.boss.getQueues()),
    ]);
    const ready = database.ok && queue.ok;
    reply.header('cache-control', 'no-store');
    reply.code(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'not ready', checks: { database, queue } };
  });
}
