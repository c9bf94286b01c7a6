import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HAL_MEDIA_TYPE } from '@repute/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, createTestApp, login, type Session, useTestApp } from '../../test/test-app';
import { users } from '../platform/db/schema';
import { MODULES } from './modules';
import { QUEUES } from './workers';

const {
  t,
  sessions: { admin },
} = useTestApp({ logins: { admin: 'admin@northwind.example' } });

async function userRow(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

describe('module definitions', () => {
  it('builds every defined module once, so its routes, queues and job handlers are all wired', () => {
    const started = Object.values(t.modules).map((module) => module.name);
    expect([...started].sort()).toEqual(MODULES.map((module) => module.name).sort());
    expect(new Set(started).size).toBe(started.length);
  });

  it("creates each module's queues once", () => {
    const names = QUEUES.map((queue) => queue.name);
    expect(names).toContain('reviews.sync');
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI 3.1 document of the routes without credentials', async () => {
    const response = await client(t).get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Repute API');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth', '/api/users', '/api/users/{id}', '/api/accounts/{id}', '/api/passwords']),
    );
    expect(Object.keys(document.paths['/api/auth'])).toEqual(expect.arrayContaining(['get', 'post', 'delete']));
    expect(document.paths['/api/users/{id}'].patch.requestBody).toBeDefined();
  });

  it('serves the documentation page as HTML', async () => {
    const response = await client(t).get('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html');
    const assets = [...response.body.matchAll(/(?:src|href)="(\/api\/docs\/static\/[^"]+\.(?:js|css))"/g)];
    expect(assets.length).toBeGreaterThan(2);
    for (const [, asset] of assets) expect((await client(t).get(asset ?? '')).statusCode).toBe(200);
  });
});

describe('compression', () => {
  const reviews = (encoding: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/reviews?per_page=25',
      headers: { authorization: admin.authorization, 'accept-encoding': encoding },
    });

  it('compresses API JSON with brotli or gzip, as the client accepts', async () => {
    const brotli = await reviews('gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    const list = JSON.parse(brotliDecompressSync(brotli.rawPayload).toString());
    expect(list._embedded.reviews).toHaveLength(25);
    const gzip = await reviews('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(list);
    const plain = await reviews('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(list);
  });

  it('sends answers under a kilobyte as they are', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { authorization: admin.authorization, 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('errors and headers', () => {
  it('answers an unknown /api path with 404 in the error shape', async () => {
    const response = await client(t, admin).get('/api/no-such-thing?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain(HAL_MEDIA_TYPE);
    const body = response.json();
    expect(body).toEqual({
      error: 'Not Found',
      code: 'not_found',
      message: 'No route for GET /api/no-such-thing',
      request_id: response.headers['x-request-id'],
    });
    expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the security headers, the same on every answer, HSTS left to its own setting', async () => {
    // The realtime socket is same-origin: 'self' covers its ws:/wss: (CSP3); no other host is reachable.
    const expected = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const path of ['/api/auth', '/api/no-such-thing', '/api/reviews?account_id=1']) {
      const response = await client(t, admin).get(path);
      expect(response.headers).toMatchObject(expected);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('accepts the HAL media type as the request body type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': HAL_MEDIA_TYPE, accept: HAL_MEDIA_TYPE },
      payload: JSON.stringify({ email: 'manager@northwind.example', password: 'demo-password' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toBe(`${HAL_MEDIA_TYPE}; charset=utf-8`);
    expect(response.json().email).toBe('manager@northwind.example');

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': HAL_MEDIA_TYPE },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('bad_request');
  });
});

describe('X-HTTP-Method-Override', () => {
  it('turns a POST into a PATCH', async () => {
    const { id } = await userRow('user@northwind.example');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/${id}`,
      headers: { authorization: admin.authorization, 'x-http-method-override': 'PATCH' },
      payload: { first_name: 'Ulla' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, first_name: 'Ulla', profile_name: 'Ulla Patel' });
    expect((await userRow('user@northwind.example')).firstName).toBe('Ulla');
  });

  it('turns a POST into a PUT', async () => {
    const { id } = await userRow('limited@northwind.example');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/${id}`,
      headers: { authorization: admin.authorization, 'x-http-method-override': 'put' },
      payload: { last_name: 'Connors' },
    });
    expect(response.statusCode).toBe(200);
    expect((await userRow('limited@northwind.example')).lastName).toBe('Connors');
  });

  it('leaves a POST without the header a POST', async () => {
    const { id } = await userRow('user@northwind.example');
    const response = await client(t, admin).post(`/api/users/${id}`, { first_name: 'Nope' });
    expect(response.statusCode).toBe(404);
    expect((await userRow('user@northwind.example')).firstName).toBe('Ulla');
  });
});

describe('/triage', () => {
  it('answers each method as it arrived', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const hasBody = method !== 'GET' && method !== 'DELETE';
      const response = await t.app.inject({
        method,
        url: '/api/triage?probe=1',
        ...(hasBody ? { payload: { sent: method } } : {}),
      });
      expect(response.statusCode).toBe(200);
      const echo = response.json();
      expect(echo).toMatchObject({ method, override: null, query: { probe: '1' }, authenticated: false });
      expect(echo.body).toEqual(hasBody ? { sent: method } : null);
      expect(echo.request_id).toBe(response.headers['x-request-id']);
    }
  });

  it('answers the overridden method for PUT, PATCH and DELETE sent as POST', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/triage',
        headers: { authorization: admin.authorization, 'x-http-method-override': method },
        payload: { sent: 'POST' },
      });
      expect(response.statusCode).toBe(200);
      const echo = response.json();
      expect(echo).toMatchObject({ method, override: method, authenticated: true });
      expect(echo.headers.authorization).toBeUndefined();
    }
  });
});

describe('logging', () => {
  it('never writes passwords, session tokens or reset tokens to the log', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ logStream: { write: (line: string) => void lines.push(line) } });
    let session: Session;
    try {
      session = await login(logged, 'manager@northwind.example');
      expect((await client(logged, session).get('/api/users?nonce=1')).statusCode).toBe(200);
      const reset = await client(logged).get('/api/passwords?reset_password_token=secret123');
      expect(reset.statusCode).toBe(404);
      const wrong = await client(logged).post('/api/auth', {
        email: 'user@northwind.example',
        password: 'hunter2-guess',
      });
      expect(wrong.statusCode).toBe(401);
      const profile = await client(logged, session).patch(`/api/profiles/${session.user_id}`, {
        current_password: 'not-the-current-one',
        password: 'would-be-new-password',
        password_confirmation: 'would-be-new-password',
      });
      expect(profile.statusCode).toBe(422);
    } finally {
      await logged.close();
    }

    const output = lines.join('');
    // The log really covers these requests, so the checks below are not vacuous.
    expect(output).toContain('request answered');
    expect(output).toContain('/api/users?nonce=1');
    expect(output).toContain('/api/passwords?reset_password_token=[redacted]');
    for (const secret of [
      'demo-password',
      'hunter2-guess',
      'not-the-current-one',
      'would-be-new-password',
      'secret123',
      session.token,
      session.authorization.slice('Basic '.length),
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});
