import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';

/** Buckets in seconds around the targets the bench holds reads to (50 ms, 100 ms) and the slow exports beyond. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read /metrics: a scraper on the same machine (the socket's own address: X-Forwarded-For cannot fake
 * it), or one that presents METRICS_TOKEN as a bearer token. Everyone else gets 404, as if there were none.
 */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (LOOPBACK.has(request.socket.remoteAddress ?? '')) return true;
  if (!token) return false;
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Counts kept by PostgreSQL, so each scrape shows the whole install (every server and worker process), not
 * the one process that happened to answer.
 */
function databaseMetrics(registry: Registry, deps: { db: Database; boss: PgBoss }): void {
  new Gauge({
    name: 'repute_queue_jobs',
    help: 'Jobs in each queue by state (pg-boss counts: queued includes deferred; failed is what retention keeps).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of await deps.boss.getQueues()) {
        this.set({ queue: queue.name, state: 'queued' }, queue.queuedCount);
        this.set({ queue: queue.name, state: 'ready' }, queue.readyCount);
        this.set({ queue: queue.name, state: 'active' }, queue.activeCount);
        this.set({ queue: queue.name, state: 'failed' }, queue.failedCount);
      }
    },
  });
  new Gauge({
    name: 'repute_queue_oldest_job_age_seconds',
    help: 'Age of the oldest job waiting to run in each queue (0 when none waits).',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await deps.db.$client.query<{ name: string; age: number }>(
        `select name, extract(epoch from now() - min(created_on))::float8 as age
           from pgboss.job where state in ('created', 'retry') and start_after <= now() group by name`,
      );
      for (const row of rows) this.set({ queue: row.name }, row.age);
    },
  });
  new Counter({
    name: 'repute_emails_sent_total',
    help: 'E-mails the SMTP server (or the outbox) accepted since PostgreSQL last reset its statistics.',
    registers: [registry],
    async collect() {
      // PostgreSQL's own insert counter of the deliveries table: cumulative, cheap, shared by every process.
      const { rows } = await deps.db.$client.query<{ inserted: string }>(
        `select n_tup_ins::text as inserted from pg_stat_user_tables where relname = 'mail_deliveries'`,
      );
      this.reset();
      this.inc(Number(rows[0]?.inserted ?? 0));
    },
  });
}

/**
 * Prometheus metrics at /metrics: request durations by route from this process, queue depth and age, failed
 * jobs and e-mails sent from the database, and Node's own (heap, event loop lag, GC).
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: { db: Database; boss: PgBoss; token: string | undefined },
): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'repute_' });
  databaseMetrics(registry, deps);
  const durations = new Histogram({
    name: 'repute_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern and status code.',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the URL: ids and tokens stay out of the labels, and their number stays bounded.
    const route = request.routeOptions.url ?? 'unmatched';
    durations.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (request, reply) => {
    if (!mayScrape(request, deps.token)) return reply.callNotFound();
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
