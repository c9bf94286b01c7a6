import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { REVIEW_EVENTS } from '@repute/domain';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_QUEUE, type MailJob } from '../../apps/api/src/platform/mail/mail.jobs';
import { REALTIME_PATH } from '../../apps/api/src/platform/realtime/realtime';
import { type Answer, httpApi } from '../../apps/api/test/http-api';
import { startSmtpPeer } from '../../apps/api/test/smtp-peer';
import { holdsConnection, killTree, processTree } from './processes';
import { BUCKET, startTopology, type Topology } from './topology';

/**
 * Issue 33 §2: Repute on several machines, one PostgreSQL that is not embedded. What one process does, another sees:
 * sessions, files, realtime notices and jobs pass through PostgreSQL and S3 only.
 */
let topology: Topology;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
const sockets: Socket[] = [];

beforeAll(async () => {
  // The first message is read and never answered: its sender is the worker the batch test kills.
  smtp = await startSmtpPeer({ holdFirst: 1 });
  topology = await startTopology({ smtpUrl: smtp.url });
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await topology?.stop();
  await smtp?.close();
});

const serverA = () => topology.serverPorts[0];
const serverB = () => topology.serverPorts[1];
const serverPortsOf = () => [serverA(), serverB()];
const call = (port: number, method: string, url: string, authorization?: string, body?: unknown): Promise<Answer> =>
  httpApi(port, authorization)(method, url, body);

type Session = { email: string; token: string; account_id: number; user_id: number; authorization: string };

async function signIn(port: number, email: string): Promise<Session> {
  const login = await call(port, 'POST', '/api/auth', undefined, { email, password: 'demo-password' });
  expect(login.status).toBe(201);
  const session = login.body as Omit<Session, 'authorization'>;
  return { ...session, authorization: `Basic ${Buffer.from(`${email}:${session.token}`).toString('base64')}` };
}

/** An export requested on server A, built by a worker, downloaded from server B. */
async function exportThroughAToB(): Promise<string> {
  const admin = await signIn(serverA(), 'admin@northwind.example');
  const requested = await call(serverA(), 'POST', `/api/export_files/${admin.account_id}`, admin.authorization, {
    resource: 'groups',
  });
  expect(requested.status).toBe(201);
  const id = requested.body.id as number;
  await expect
    .poll(async () => (await call(serverB(), 'GET', `/api/export_files/${id}`, admin.authorization)).body.status)
    .toBe('complete');
  const download = await fetch(`http://127.0.0.1:${serverB()}/api/fetch-export-file/${id}/file-data`, {
    headers: { authorization: admin.authorization },
  });
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toMatch(/^text\/csv/);
  const csv = await download.text();
  expect(csv.split('\n').length).toBeGreaterThan(1);
  return csv;
}

/** Reads on both servers, one after another on each, until stopped; a refused connection is status 0. */
function load(authorization: string) {
  const answers: Record<number, Answer[]> = {};
  let running = true;
  const lane = async (port: number) => {
    answers[port] = [];
    while (running) {
      answers[port].push(await call(port, 'GET', '/api/auth', authorization).catch(() => ({ status: 0, body: {} })));
    }
  };
  const lanes = Promise.all([lane(serverA()), lane(serverB())]);
  return {
    answers: (port: number) => answers[port] ?? [],
    stop: async () => {
      running = false;
      await lanes;
    },
  };
}

/** Fails at once with what a process said when it is no longer running. */
function allRunning(): void {
  for (const process of [...topology.servers, ...topology.workers]) {
    if (process?.process.exitCode !== null || process.process.signalCode !== null) {
      throw new Error(`a process exited:\n${process?.output().slice(-3000)}`);
    }
  }
}

describe('two servers and two workers on one PostgreSQL', () => {
  it('refuses on server B a session revoked on server A', async () => {
    const session = await signIn(serverA(), 'user@northwind.example');
    expect((await call(serverB(), 'GET', '/api/auth', session.authorization)).status).toBe(200);
    const logout = await fetch(`http://127.0.0.1:${serverA()}/api/auth`, {
      method: 'DELETE',
      headers: { authorization: session.authorization },
    });
    expect(logout.status).toBe(204);
    expect((await call(serverB(), 'GET', '/api/auth', session.authorization)).status).toBe(401);
  });

  it('downloads from server B an export a worker wrote to the bucket', async () => {
    await exportThroughAToB();
    // Each process has a data directory of its own: the file reached B through the bucket.
    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint: topology.s3Endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'exports/' }));
    expect(listed.Contents?.length).toBeGreaterThan(0);
  });

  it('shows on a socket of server B a response made through server A', async () => {
    const manager = await signIn(serverA(), 'manager@northwind.example');
    const socket = connectSocket(`http://127.0.0.1:${serverB()}`, {
      path: REALTIME_PATH,
      auth: { email: manager.email, token: manager.token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const published: number[] = [];
    socket.on(REVIEW_EVENTS.responsePublished, (payload: { review_id: number }) => published.push(payload.review_id));
    const channel = `account:${manager.account_id}`;
    expect(await socket.timeout(5000).emitWithAck('subscribe', { channel })).toEqual({ channel, count: 1 });

    const unanswered = await call(
      serverA(),
      'GET',
      '/api/reviews?source_id=1&has_response=false&per_page=1',
      manager.authorization,
    );
    const reviewId = (unanswered.body._embedded as { reviews: { id: number }[] }).reviews[0]?.id;
    expect(reviewId).toBeDefined();
    const responded = await call(serverA(), 'POST', '/api/responses', manager.authorization, {
      review_id: reviewId,
      content: 'Thank you for coming by!',
    });
    expect(responded.status).toBe(202);
    await expect.poll(() => published).toContain(reviewId);
  });

  it('runs each job of a batch once across both workers, one of them killed mid-batch', async () => {
    const boss = new PgBoss({
      connectionString: topology.databaseUrl,
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await boss.start();
    const batch = Array.from(
      { length: 20 },
      (_, index): MailJob => ({
        id: randomUUID(),
        message: { to: `guest-${index}@example.test`, subject: `Batch message ${index}`, text: 'Sent once.' },
      }),
    );
    try {
      await boss.insert(
        MAIL_QUEUE,
        batch.map((data) => ({ data })),
      );
    } finally {
      await boss.stop({ graceful: false });
    }
    // The worker whose message the SMTP server holds is in the middle of its job: that one is killed.
    await expect.poll(() => smtp.held.length).toBe(1);
    const clientPort = smtp.held[0]?.clientPort ?? 0;
    let killed = -1;
    for (const [index, worker] of topology.workers.entries()) {
      const pid = worker?.process.pid;
      if (pid && (await holdsConnection(await processTree(pid), clientPort))) killed = index;
    }
    expect(killed).toBeGreaterThanOrEqual(0);
    const victim = topology.workers[killed];
    await killTree(victim?.process.pid ?? 0);
    await victim?.exited;

    // The other worker goes on with the batch and, once the killed job's heartbeat is silent, runs it again.
    const accepted = () => smtp.received.filter((mail) => /Subject: Batch message/.test(mail.raw));
    await expect.poll(() => accepted().length, { timeout: 180_000 }).toBe(batch.length);
    const addresses = accepted().flatMap((mail) => mail.to);
    expect(new Set(addresses).size).toBe(batch.length);
    expect(accepted().some((mail) => mail.to.includes(smtp.held[0]?.to[0] ?? ''))).toBe(true);
    await topology.startWorker(killed);
  });

  it('reads an export from the standby only once it has what the user wrote before asking', async () => {
    const admin = await signIn(serverA(), 'admin@northwind.example');
    const listed = await call(serverA(), 'GET', '/api/groups?per_page=1', admin.authorization);
    const groupId = (listed.body._embedded as { groups: { id: number }[] }).groups[0]?.id;
    const rename = async (name: string) => {
      const renamed = await call(serverA(), 'PATCH', `/api/groups/${groupId}`, admin.authorization, { name });
      expect(renamed.status).toBe(200);
    };
    const standby = new pg.Client(topology.replicaUrl);
    await standby.connect();
    /** How often the standby's own queries read the groups table (an export of groups reads it). */
    const groupReadsOnStandby = async () =>
      Number(
        (
          await standby.query<{ reads: string }>(
            `select coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as reads from pg_stat_user_tables
             where relname = 'groups'`,
          )
        ).rows[0]?.reads ?? 0,
      );
    try {
      // 1. The standby stops replaying: the rename is not on it, and an export asked for after it has it all the same.
      await standby.query('select pg_wal_replay_pause()');
      await expect
        .poll(async () => (await standby.query('select pg_get_wal_replay_pause_state() as state')).rows[0]?.state)
        .toBe('paused');
      await rename('Renamed while the standby lags');
      expect(await exportThroughAToB()).toContain('Renamed while the standby lags');

      // 2. Replaying again, the standby catches up and the next export is read from it.
      await standby.query('select pg_wal_replay_resume()');
      const before = await groupReadsOnStandby();
      await rename('Renamed with the standby caught up');
      expect(await exportThroughAToB()).toContain('Renamed with the standby caught up');
      await expect.poll(groupReadsOnStandby).toBeGreaterThan(before);
    } finally {
      await standby.query('select pg_wal_replay_resume()');
      await standby.end();
    }
  });

  it('answers 503 while the primary is down, and recovers by itself once it is back', async () => {
    const user = await signIn(serverA(), 'user@northwind.example');
    const traffic = load(user.authorization);
    await expect.poll(() => traffic.answers(serverB()).length).toBeGreaterThan(0);
    await topology.postgres.stopPrimary();
    const unavailable = (port: number) => traffic.answers(port).filter((answer) => answer.status === 503);
    await expect
      .poll(() => {
        allRunning();
        return Math.min(unavailable(serverA()).length, unavailable(serverB()).length);
      })
      .toBeGreaterThanOrEqual(2);
    expect(unavailable(serverB())[0]?.body.code).toBe('database_unavailable');

    await topology.postgres.startPrimary();
    const upFrom = serverPortsOf().map((port) => traffic.answers(port).length);
    await expect
      .poll(() => {
        allRunning();
        return serverPortsOf().every((port, index) =>
          traffic
            .answers(port)
            .slice(upFrom[index])
            .some((answer) => answer.status === 200),
        );
      })
      .toBe(true);
    await traffic.stop();
    // Never a 500 nor a refused connection: the database's absence is a 503, the servers never went away.
    for (const port of serverPortsOf()) {
      expect(new Set(traffic.answers(port).map((answer) => answer.status))).toEqual(new Set([200, 503]));
    }
    // The workers came back too: a job after the restart runs.
    await exportThroughAToB();
    allRunning();
  });
});
