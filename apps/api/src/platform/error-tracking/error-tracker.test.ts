import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { registerErrorHandler } from '../http/error-handler';
import { createErrorTracker } from './error-tracker';

/** A Sentry-compatible service on 127.0.0.1: it keeps each envelope it is sent, with its auth header. */
const received: { url: string; auth: string; lines: unknown[] }[] = [];
const peer = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push({
      url: request.url ?? '',
      auth: String(request.headers['x-sentry-auth']),
      lines: body.split('\n').map((line) => JSON.parse(line)),
    });
    response.end('{}');
  });
});
let dsn = '';

beforeAll(async () => {
  peer.listen(0, '127.0.0.1');
  await once(peer, 'listening');
  dsn = `http://publickey@127.0.0.1:${(peer.address() as AddressInfo).port}/42`;
});
afterAll(() => peer.close());
beforeEach(() => {
  received.length = 0;
});

async function appWith(tracker: ReturnType<typeof createErrorTracker>) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app, tracker);
  app.get('/api/boom/:id', async () => {
    throw new Error('database on fire');
  });
  app.get('/api/missing', async () => {
    throw new AppError(404, 'not_found', 'Not found');
  });
  app.get('/api/rare', async () => {
    throw new Error('rare');
  });
  await app.ready();
  return app;
}

describe('error tracking', () => {
  it('reports an unexpected error (500) to the DSN with its route, never an expected answer (4xx)', async () => {
    const app = await appWith(createErrorTracker({ dsn, production: true }));
    expect((await app.inject({ url: '/api/missing' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/boom/7?auth_token=secret' })).statusCode).toBe(500);
    await expect.poll(() => received.length).toBe(1);
    const [envelope] = received;
    expect(envelope?.url).toBe('/api/42/envelope/');
    expect(envelope?.auth).toContain('sentry_key=publickey');
    expect(envelope?.lines[1]).toEqual({ type: 'event' });
    expect(envelope?.lines[2]).toMatchObject({
      level: 'error',
      environment: 'production',
      tags: { method: 'GET', route: '/api/boom/:id' },
      exception: { values: [{ type: 'Error', value: 'database on fire' }] },
    });
    expect(JSON.stringify(envelope)).not.toContain('secret');
    await app.close();
  });

  it('samples one in ten outside production (spec 000 §9)', async () => {
    const draws = [0.5, 0.05];
    const app = await appWith(createErrorTracker({ dsn, production: false, random: () => draws.shift() ?? 1 }));
    await app.inject({ url: '/api/boom/1' });
    await app.inject({ url: '/api/rare' });
    await expect.poll(() => received.length).toBe(1);
    // The first error drew 0.5 (over 0.1) and was not sent; the second drew 0.05 and was.
    expect(received[0]?.lines[2]).toMatchObject({ exception: { values: [{ value: 'rare' }] } });
    await app.close();
  });

  it('does nothing without a DSN, or with one that is not a DSN', () => {
    expect(() => createErrorTracker({ dsn: undefined, production: true }).capture(new Error('x'))).not.toThrow();
    expect(() => createErrorTracker({ dsn: 'https://no-key.example/1', production: true }).capture('x')).not.toThrow();
  });
});

describe('GET /api/public/error_tracking', () => {
  it('tells the web app the DSN and the sample rate, or null without one', async () => {
    const { errorTrackingRoutes } = await import('./error-tracking.routes');
    // With the app's zod compilers (build-app.ts), which check and write the route's documented answer.
    const appWith = (settings: { dsn?: string; production: boolean }) => {
      const built = Fastify({ logger: false }).setValidatorCompiler(validatorCompiler);
      built.setSerializerCompiler(serializerCompiler);
      built.register(async (api) => errorTrackingRoutes(api, settings), { prefix: '/api' });
      return built;
    };
    const app = appWith({ dsn, production: false });
    expect((await app.inject({ url: '/api/public/error_tracking' })).json()).toEqual({
      dsn,
      sample_rate: 0.1,
      environment: 'development',
    });
    const off = appWith({ production: true });
    expect((await off.inject({ url: '/api/public/error_tracking' })).json()).toMatchObject({
      dsn: null,
      sample_rate: 1,
    });
  });
});
