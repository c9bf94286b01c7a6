// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { type ApiClientOptions, createApiClient } from './http-client';

type Seen = { method: string; url: URL; headers: IncomingMessage['headers']; body: string };

let server: Server;
let baseUrl = '';
const seen: Seen[] = [];
/** raw: an answer sent byte for byte with its own headers (a file), instead of JSON. */
type Answer = { status: number; body?: unknown; raw?: { bytes: Buffer; headers: Record<string, string> } };
let answer: Answer = { status: 200, body: { ok: true } };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: new URL(req.url ?? '/', 'http://x'), headers: req.headers, body });
      if (answer.raw) {
        res.writeHead(answer.status, answer.raw.headers).end(answer.raw.bytes);
        return;
      }
      if (answer.body === undefined) {
        res.writeHead(answer.status).end();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
  answer = { status: 200, body: { ok: true } };
});

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    fetch: globalThis.fetch,
    baseUrl,
    getCredentials: () => ({ email: 'ann@example.com', token: 'tok123' }),
    nonce: () => 'n0nce',
    ...overrides,
  });
}

function last(): Seen {
  const request = seen.at(-1);
  if (!request) throw new Error('no request reached the server');
  return request;
}

describe('api client', () => {
  it('sends GET under /api with the HAL media type, basic auth and a nonce', async () => {
    const data = await client().get<{ ok: boolean }>('/users', { account_id: 3, keywords: undefined });
    expect(data).toEqual({ ok: true });
    const request = last();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/api/users');
    expect(request.url.searchParams.get('account_id')).toBe('3');
    expect(request.url.searchParams.has('keywords')).toBe(false);
    expect(request.url.searchParams.get('nonce')).toBe('n0nce');
    expect(request.headers.accept).toBe('application/vnd.repute.v1+hal+json');
    expect(request.headers['content-type']).toBe('application/json');
    const expected = `Basic ${Buffer.from('ann@example.com:tok123').toString('base64')}`;
    expect(request.headers.authorization).toBe(expected);
  });

  it('gives every GET a fresh random nonce by default, and none to POST', async () => {
    const api = client({ nonce: undefined });
    await api.get('/a');
    await api.get('/a');
    const [first, second] = seen.map((request) => request.url.searchParams.get('nonce'));
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(second).not.toBe(first);
    await api.request({ method: 'POST', path: '/a', body: { x: 1 } });
    expect(last().url.searchParams.has('nonce')).toBe(false);
  });

  it.each(['PATCH', 'PUT', 'DELETE'] as const)('sends %s as POST with X-HTTP-Method-Override', async (method) => {
    await client().request({ method, path: '/users/5', body: { active: false } });
    const request = last();
    expect(request.method).toBe('POST');
    expect(request.headers['x-http-method-override']).toBe(method);
    expect(request.url.pathname).toBe('/api/users/5');
    expect(JSON.parse(request.body)).toEqual({ active: false });
  });

  it('sends an empty JSON object when a POST-borne call has no body', async () => {
    await client().request({ method: 'DELETE', path: '/users/5' });
    expect(last().method).toBe('POST');
    expect(last().body).toBe('{}');
    await client().get('/users/5');
    expect(last().body).toBe('');
  });

  it('sends POST as itself without an override header', async () => {
    answer = { status: 201, body: { id: 1 } };
    const response = await client().send<{ id: number }>({ method: 'POST', path: '/users', body: { a: 1 } });
    expect(response).toEqual({ status: 201, data: { id: 1 } });
    expect(last().method).toBe('POST');
    expect(last().headers['x-http-method-override']).toBeUndefined();
  });

  it('sends no authorization without credentials', async () => {
    await client({ getCredentials: () => null }).get('/triage');
    expect(last().headers.authorization).toBeUndefined();
  });

  it('answers undefined for 204', async () => {
    answer = { status: 204 };
    await expect(client().request({ method: 'DELETE', path: '/auth' })).resolves.toBeUndefined();
  });

  it('throws ApiError with the server body, and reports 401 and 402', async () => {
    const events: string[] = [];
    const api = client({
      onUnauthorized: () => events.push('401'),
      onPaymentRequired: () => events.push('402'),
    });
    answer = { status: 409, body: { error: 'Conflict', message: 'E-mail taken', code: 'conflict', request_id: 'r1' } };
    const conflict = await api.request({ method: 'POST', path: '/users', body: {} }).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(ApiError);
    expect((conflict as ApiError).status).toBe(409);
    expect((conflict as ApiError).message).toBe('E-mail taken');
    expect((conflict as ApiError).code).toBe('conflict');
    expect(events).toEqual([]);

    answer = { status: 401, body: { error: 'Unauthorized', message: 'No', code: 'unauthorized', request_id: 'r2' } };
    await expect(api.get('/users')).rejects.toBeInstanceOf(ApiError);
    answer = {
      status: 402,
      body: { error: 'Payment Required', message: 'Inactive', code: 'inactive', request_id: 'r3' },
    };
    await expect(api.get('/users')).rejects.toBeInstanceOf(ApiError);
    expect(events).toEqual(['401', '402']);
  });

  it('leaves the session alone when asked to, as the login call does', async () => {
    const events: string[] = [];
    answer = {
      status: 401,
      body: { error: 'Unauthorized', message: 'Invalid e-mail or password', code: 'x', request_id: 'r' },
    };
    const error = await client({ onUnauthorized: () => events.push('401') })
      .request({ method: 'POST', path: '/auth', body: {}, sessionEffects: 'none', credentials: null })
      .catch((caught: unknown) => caught);
    expect((error as ApiError).message).toBe('Invalid e-mail or password');
    expect(events).toEqual([]);
    expect(last().headers.authorization).toBeUndefined();
  });

  it('downloads a file as its bytes (a byte-order mark kept) with the name the server gives it', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Name,Café\r\n', 'utf8')]);
    answer = {
      status: 200,
      raw: {
        bytes,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="export-2026-11-24.csv"',
        },
      },
    };
    const file = await client().getFile('/fetch-export-file/9/file-data');
    expect(file.filename).toBe('export-2026-11-24.csv');
    expect(Buffer.from(await file.blob.arrayBuffer())).toEqual(bytes);
    expect(last().url.pathname).toBe('/api/fetch-export-file/9/file-data');
    expect(last().headers.authorization).toBe(`Basic ${Buffer.from('ann@example.com:tok123').toString('base64')}`);

    answer = { status: 200, raw: { bytes: Buffer.from('a\r\n'), headers: { 'content-type': 'text/csv' } } };
    expect((await client().getFile('/export/csv/reviews')).filename).toBeNull();
  });

  it('reads a failed file download as an ApiError with the server text', async () => {
    answer = {
      status: 404,
      body: { error: 'Not Found', message: 'Export file not found', code: 'not_found', request_id: 'r' },
    };
    const error = await client()
      .getFile('/fetch-export-file/9/file-data')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe('Export file not found');
  });

  it('turns an unreachable server into ApiError with status 0', async () => {
    const api = createApiClient({
      fetch: globalThis.fetch,
      baseUrl: 'http://127.0.0.1:9/api',
      getCredentials: () => null,
    });
    const error = await api.get('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });
});
