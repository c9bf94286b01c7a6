import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REVIEW_EVENTS } from '@repute/domain';
import pg from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Answer, httpApi } from '../test/http-api';
import { type PostgresProxy, startPostgresProxy } from '../test/postgres-proxy';
import { type SpawnedServer, startRepute, stopRepute } from '../test/spawn-server';
import { cloneTemplate, dropDatabase } from '../test/test-app';
import { freePort } from './platform/net/free-port';
import { REALTIME_PATH } from './platform/realtime/realtime';

/**
 * `pg_ctl restart -m fast` as the server's connections see it, on the run's one cluster: the proxy the server reaches
 * PostgreSQL through refuses new connections, and every backend of the server's database is terminated (57P01,
 * "terminating connection due to administrator command", the error that took the servers down), until the proxy
 * takes connections again.
 */
describe('a PostgreSQL restart under load', () => {
  let database: { name: string; url: string };
  let proxy: PostgresProxy;
  let admin: pg.Client;
  let dataDir: string;
  let port: number;
  let server: SpawnedServer | undefined;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await cloneTemplate();
    proxy = await startPostgresProxy(inject('databaseUrl'));
    admin = new pg.Client(inject('databaseUrl'));
    await admin.connect();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'repute-restart-'));
    port = await freePort();
    // `all`: the server and the worker (pg-boss) in one process, both behind the proxy.
    server = await startRepute('all', {
      DATABASE_URL: proxy.url(database.url),
      REPUTE_DATA_DIR: dataDir,
      PORT: String(port),
    });
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await stopRepute(server);
    await proxy.close();
    await admin.end();
    await dropDatabase(inject('databaseUrl'), database.name);
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Fails at once with what the server said when it is no longer running. */
  function alive(): void {
    if (server?.process.exitCode !== null || server.process.signalCode !== null) {
      throw new Error(`the server exited:\n${server?.output().slice(-3000)}`);
    }
  }

  const call = (method: string, url: string, authorization?: string, body?: unknown): Promise<Answer> =>
    httpApi(port, authorization)(method, url, body);

  async function signIn(email: string) {
    const login = await call('POST', '/api/auth', undefined, { email, password: 'demo-password' });
    expect(login.status).toBe(201);
    const session = login.body as { email: string; token: string; account_id: number; user_id: number };
    return { ...session, authorization: `Basic ${Buffer.from(`${email}:${session.token}`).toString('base64')}` };
  }

  async function opened(session: { email: string; token: string }): Promise<Socket> {
    const opening = connectSocket(`http://127.0.0.1:${port}`, {
      path: REALTIME_PATH,
      auth: { email: session.email, token: session.token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(opening);
    await new Promise<void>((resolve, reject) => {
      opening.once('connect', resolve);
      opening.once('connect_error', reject);
    });
    return opening;
  }

  /** Two requests at a time, each lane a read of its own, until stopped; a refused connection is status 0. */
  function load(authorization: string) {
    const answers: Answer[] = [];
    let running = true;
    const lane = async (url: string) => {
      while (running) {
        answers.push(await call('GET', url, authorization).catch(() => ({ status: 0, body: {} })));
      }
    };
    const lanes = Promise.all([lane('/api/auth'), lane('/api/reviews?per_page=5')]);
    return {
      answers,
      stop: async () => {
        running = false;
        await lanes;
      },
    };
  }

  /** What each of the database's LISTEN connections last ran: its LISTEN, for as long as it listens. */
  async function listeners(): Promise<string[]> {
    const { rows } = await admin.query<{ query: string }>(
      `select query from pg_stat_activity where datname = $1 and query ilike 'listen %' order by query`,
      [database.name],
    );
    return rows.map((row) => row.query);
  }

  it('keeps the server and worker running, answers 503 while down, then 200, and realtime resumes', {
    timeout: 120_000,
  }, async () => {
    const manager = await signIn('manager@northwind.example');
    const socket = await opened(manager);
    const published: number[] = [];
    socket.on(REVIEW_EVENTS.responsePublished, (payload: { review_id: number }) => published.push(payload.review_id));
    const channel = `account:${manager.account_id}`;
    expect(await socket.timeout(5000).emitWithAck('subscribe', { channel })).toEqual({ channel, count: 1 });
    // A session that ends while the server cannot hear the database's notices.
    const user = await signIn('user@northwind.example');
    const userSocket = await opened(user);
    let userSocketEnded = '';
    userSocket.on('disconnect', (reason) => {
      userSocketEnded = reason;
    });
    const listening = await listeners();
    // The session and data change notices, the realtime relay and socket.io's adapter.
    expect(listening).toHaveLength(4);

    const traffic = load(manager.authorization);
    await proxy.refuse();
    const downFrom = traffic.answers.length;
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [database.name]);
    // Ended by another process meanwhile: no realtime notice of it can reach this server.
    const direct = new pg.Client(database.url);
    await direct.connect();
    await direct.query('update auth_tokens set revoked_at = now() where user_id = $1', [user.user_id]);
    await direct.end();
    // Several answers of both lanes while down: the pools keep trying to connect, and fail, meanwhile.
    const whileDown = () => traffic.answers.slice(downFrom).filter((answer) => answer.status === 503);
    await expect
      .poll(() => {
        alive();
        return whileDown().length;
      })
      .toBeGreaterThanOrEqual(6);
    expect(whileDown()[0]).toEqual({
      status: 503,
      body: {
        error: 'Service Unavailable',
        code: 'database_unavailable',
        message: 'The database cannot be reached at the moment. Please try again shortly.',
        request_id: expect.any(String),
      },
    });

    await proxy.accept();
    const upFrom = traffic.answers.length;
    await expect
      .poll(() => {
        alive();
        return traffic.answers.slice(upFrom).some((answer) => answer.status === 200);
      })
      .toBe(true);
    await traffic.stop();
    alive();
    // Never a 500 nor a refused connection: the database's absence is a 503, the server itself never went away.
    expect(new Set(traffic.answers.map((answer) => answer.status))).toEqual(new Set([200, 503]));

    // Every LISTEN connection is back by itself.
    await expect.poll(listeners).toEqual(listening);

    // The session that ended meanwhile loses its socket once the relay hears again, not a minute later.
    await expect.poll(() => userSocketEnded).toBe('io server disconnect');

    // A job run by the worker after the restart reaches the socket opened before it, through the relay.
    const unanswered = await call(
      'GET',
      '/api/reviews?source_id=1&has_response=false&per_page=1',
      manager.authorization,
    );
    const reviewId = (unanswered.body._embedded as { reviews: { id: number }[] }).reviews[0]?.id;
    expect(reviewId).toBeDefined();
    const responded = await call('POST', '/api/responses', manager.authorization, {
      review_id: reviewId,
      content: 'Thanks!',
    });
    expect(responded.status).toBe(202);
    await expect.poll(() => published).toContain(reviewId);
    expect(socket.connected).toBe(true);
  });
});
