import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, login, type TestApp } from '../../../test/test-app';

const TOKEN = 'scrape-token-for-the-test';
const lines: string[] = [];
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({
    metricsToken: TOKEN,
    logLevel: 'info',
    logStream: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(async () => {
  await app?.close();
});

/** A request as from another machine: light-my-request's default socket address is loopback. */
function fromAfar(headers: Record<string, string> = {}) {
  return app.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers });
}

describe('health', () => {
  it('says the process is alive at /healthz and ready at /readyz, uncached', async () => {
    const live = await client(app).get('/healthz');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await client(app).get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: { ok: true }, queue: { ok: true } } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });
});

describe('metrics', () => {
  it('times requests by route pattern (never the URL) and reports queues and e-mails from the database', async () => {
    const session = await login(app, 'admin@northwind.example');
    const reviewId = (await client(app, session).get('/api/reviews?per_page=1')).json()._embedded.reviews[0].id;
    expect((await client(app, session).get(`/api/reviews/${reviewId}`)).statusCode).toBe(200);

    const scraped = await client(app).get('/metrics');
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    const text = scraped.body;
    expect(text).toMatch(
      /repute_http_request_duration_seconds_count\{method="GET",route="\/api\/reviews\/:id",status="200"\} 1\n/,
    );
    expect(text).not.toContain(`/api/reviews/${reviewId}`);
    expect(text).toMatch(/repute_queue_jobs\{queue="reviews.sync",state="queued"\} \d+/);
    expect(text).toMatch(/repute_emails_sent_total \d+/);
    expect(text).toContain('repute_nodejs_eventloop_lag_seconds');
  });

  it('answers scrapers on other machines only with METRICS_TOKEN, and as if there were nothing otherwise', async () => {
    expect((await fromAfar()).statusCode).toBe(404);
    expect((await fromAfar({ authorization: 'Bearer not-the-token' })).statusCode).toBe(404);
    // X-Forwarded-For cannot make a distant caller look local.
    expect((await fromAfar({ 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    expect((await fromAfar({ authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
  });
});

describe('request lines', () => {
  it('are not written at the default level (info)', async () => {
    expect((await client(app).get('/healthz')).statusCode).toBe(200);
    const output = lines.join('');
    expect(output).not.toContain('request answered');
    expect(output).not.toContain('incoming request');
    expect(output).not.toContain('request completed');
  });
});
