import { randomBytes } from 'node:crypto';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp, useTestApp } from '../../test/test-app';

/** Short enough that a test waits little for it; long enough for a body sent at once on a busy machine. */
const BODY_TIMEOUT_MS = 1_000;
const MAX_CONNECTIONS = 3;

const {
  t,
  sessions: { admin, partner, harbor },
} = useTestApp({
  logins: { admin: 'admin@northwind.example', partner: 'partner@summit.example', harbor: 'owner@harbor.example' },
  app: { bodyTimeoutMs: BODY_TIMEOUT_MS, maxConnectionsPerAddress: MAX_CONNECTIONS },
});

let port: number;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

/** A raw connection to the server that keeps what it receives and notes when it closes. */
type Connection = { socket: Socket; received: () => string; closed: Promise<void> };

function open(): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.once('connect', () => resolve({ socket, received: () => Buffer.concat(chunks).toString('latin1'), closed }));
    socket.once('error', reject);
  });
}

const head = (method: string, path: string, headers: Record<string, string | number>) =>
  `${method} ${path} HTTP/1.1\r\nHost: repute.test\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

/** The status and JSON body of the first complete answer on the connection, once it has all arrived. */
function answerOf(text: string): { status: number; body: { code?: string } } | undefined {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const length = Number(/\r\ncontent-length: (\d+)/i.exec(text.slice(0, end))?.[1] ?? 0);
  const body = text.slice(end + 4, end + 4 + length);
  if (body.length < length) return undefined;
  return { status: Number(text.slice(9, 12)), body: length ? JSON.parse(body) : {} };
}

/** A login whose body never finishes: a byte every 100 ms of a body said to be 1,000 bytes. */
async function trickledLogin(): Promise<Connection & { stop: () => void }> {
  const connection = await open();
  connection.socket.write(head('POST', '/api/auth', { 'content-type': 'application/json', 'content-length': 1_000 }));
  const trickle = setInterval(() => connection.socket.write(' '), 100);
  connection.closed.then(() => clearInterval(trickle));
  return { ...connection, stop: () => clearInterval(trickle) };
}

/** Whether a new connection is served: it sends a request and gets an answer (a refused one closes first). */
async function served(): Promise<boolean> {
  const connection = await open();
  connection.socket.write(head('GET', '/api/auth', {}));
  const answered = new Promise<boolean>((resolve) =>
    connection.socket.on('data', () => answerOf(connection.received()) && resolve(true)),
  );
  const result = await Promise.race([answered, connection.closed.then(() => false)]);
  connection.socket.destroy();
  await connection.closed;
  return result;
}

describe('connections per address (decision 0112)', () => {
  it('refuses the connection beyond the cap from one address, and serves one again once another closes', async () => {
    const held = [await open(), await open(), await open()];
    for (const connection of held) connection.socket.write(head('GET', '/api/auth', {}));
    // Each answered: the server has taken all three.
    await expect.poll(() => held.every((connection) => answerOf(connection.received()))).toBe(true);

    const beyond = await open();
    await beyond.closed;
    expect(beyond.received()).toBe('');

    held[0]?.socket.destroy();
    await expect.poll(served).toBe(true);
    for (const connection of held) connection.socket.destroy();
    await Promise.all(held.map((connection) => connection.closed));
  });
});

describe('request bodies (decision 0112)', () => {
  it('answers 408 to a body that trickles in past the time limit, and closes the connection', async () => {
    const slow = await trickledLogin();
    await slow.closed;
    expect(answerOf(slow.received())).toMatchObject({ status: 408, body: { code: 'request_timeout' } });
  });

  it('gives an upload route longer: a header image still sending when an ordinary body times out is received', async () => {
    const image = randomBytes(20_000);
    const upload = await open();
    upload.socket.write(
      head('POST', '/api/campaigns/header_image', {
        authorization: admin.authorization,
        'content-type': 'image/png',
        'content-length': image.length,
      }),
    );
    upload.socket.write(image.subarray(0, 10_000));
    const ordinary = await trickledLogin();
    await ordinary.closed;
    expect(answerOf(ordinary.received())?.status).toBe(408);

    upload.socket.write(image.subarray(10_000));
    await expect.poll(() => answerOf(upload.received())).toBeDefined();
    // Received, read and refused for what it is (not a PNG), not for its time.
    expect(answerOf(upload.received())).toMatchObject({ status: 400, body: { code: 'bad_request' } });
    upload.socket.destroy();
  });

  it.each([
    { route: '/api/campaigns/header_image', type: 'image/png', size: 11 * 1024 * 1024 },
    { route: '/api/auth', type: 'application/json', size: 11 * 1024 * 1024 },
  ])("answers 413 to a body over $route's limit that a client sends whole", async ({ route, type, size }) => {
    const upload = await open();
    upload.socket.write(
      head('POST', route, { authorization: admin.authorization, 'content-type': type, 'content-length': size }),
    );
    // As many clients do: the whole body first, the answer afterwards. A connection closed under it resets, and
    // the reset takes the unread answer with it (an 11 MB header image got ECONNRESET).
    const sent = await new Promise<Error | null | undefined>((resolve) =>
      upload.socket.write(Buffer.alloc(size, 1), resolve),
    );
    expect(sent ?? null).toBeNull();
    await expect.poll(() => answerOf(upload.received())).toBeDefined();
    expect(answerOf(upload.received())).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
    upload.socket.destroy();
  });
});

describe('Cache-Control on answers that carry a session token (decision 0112)', () => {
  it('is no-store for POST /auth, GET /auth and a shadow token', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'manager@northwind.example', password: 'demo-password' },
    });
    expect(login.statusCode).toBe(201);
    expect(login.headers['cache-control']).toBe('no-store');
    const state = await client(t, admin).get('/api/auth');
    expect(state.json().token).toBeDefined();
    expect(state.headers['cache-control']).toBe('no-store');
    const shadow = await client(t, partner).post('/api/shadow_user/tokens', { child_account_id: harbor.account_id });
    expect(shadow.statusCode).toBe(201);
    expect(shadow.headers['cache-control']).toBe('no-store');
  });
});

describe('Strict-Transport-Security (HSTS_MAX_AGE, decision 0112)', () => {
  let enabled: TestApp;
  let disabled: TestApp;
  beforeAll(async () => {
    // Behind one proxy at 127.0.0.1 (inject's address), whose X-Forwarded-Proto says how the client came.
    [enabled, disabled] = await Promise.all([
      createTestApp({ trustProxy: ['127.0.0.1'], hstsMaxAge: 31_536_000 }),
      createTestApp({ trustProxy: ['127.0.0.1'] }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([enabled?.close(), disabled?.close()]);
  });

  const hsts = (app: TestApp, proto: string, remoteAddress = '127.0.0.1') =>
    app.app
      .inject({ method: 'GET', url: '/api/auth', remoteAddress, headers: { 'x-forwarded-proto': proto } })
      .then((response) => response.headers['strict-transport-security']);

  it('is sent on a request the trusted proxy says came over https, when enabled', async () => {
    expect(await hsts(enabled, 'https')).toBe('max-age=31536000');
  });

  it('is not sent over http, when an untrusted client claims https, or when not enabled', async () => {
    expect(await hsts(enabled, 'http')).toBeUndefined();
    expect(await hsts(enabled, 'https', '203.0.113.9')).toBeUndefined();
    expect(await hsts(disabled, 'https')).toBeUndefined();
  });
});
