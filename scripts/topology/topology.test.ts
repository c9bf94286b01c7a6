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

  /** The two writes of each read-your-writes check: the first while the standby lags, the second once it caught up. */
  const STEPS = ['while the standby lags', 'with the standby caught up'] as const;
  type Step = 0 | 1;

  /**
   * A read through server B that may come from the standby (decisions 0151, 0162), after a write its user made
   * through server A: `write` answers what the read must then contain; `table` is a table the read reads, whose
   * scans on the standby show that the read went there.
   */
  type LagTolerantRead = {
    write: (admin: Session, step: Step) => Promise<string>;
    read: (admin: Session) => Promise<string>;
    table: string;
  };

  /** The id of the account's first `what` (groups, locations), listed through server A. */
  const firstIds = async (admin: Session, what: 'groups' | 'locations', count: number) => {
    const listed = await call(serverA(), 'GET', `/api/${what}?per_page=${count}`, admin.authorization);
    expect(listed.status).toBe(200);
    return (listed.body._embedded as Record<string, { id: number }[]>)[what]?.map((row) => row.id) ?? [];
  };

  const renameFirstGroup = async (admin: Session, step: Step) => {
    const [groupId] = await firstIds(admin, 'groups', 1);
    const name = `Group renamed ${STEPS[step]}`;
    const renamed = await call(serverA(), 'PATCH', `/api/groups/${groupId}`, admin.authorization, { name });
    expect(renamed.status).toBe(200);
    return name;
  };

  const readJson = async (port: number, admin: Session, url: string, pick = (body: Answer['body']) => body) => {
    const answer = await call(port, 'GET', url, admin.authorization);
    expect(answer.status).toBe(200);
    return JSON.stringify(pick(answer.body));
  };

  /** The insights family's group: its only location is the first location of the account, then the second. */
  let insightsGroupId: number | undefined;
  const categoryRank = (port: number, admin: Session, filter: string) =>
    readJson(
      port,
      admin,
      `/api/insights/${admin.account_id}/category_rank?${filter}`,
      (body) => body._embedded as Answer['body'],
    );

  const lagTolerantReads: [string, LagTolerantRead][] = [
    ['an export', { write: renameFirstGroup, read: () => exportThroughAToB(), table: 'groups' }],
    [
      'the Location Performance group scores',
      {
        write: renameFirstGroup,
        read: (admin) => readJson(serverB(), admin, `/api/location_score/${admin.account_id}/groups?per_page=500`),
        table: 'groups',
      },
    ],
    [
      "the insights' category rank of a group",
      {
        write: async (admin, step) => {
          const locationIds = await firstIds(admin, 'locations', 2);
          const [first, second] = await Promise.all(
            locationIds.map((id) => categoryRank(serverA(), admin, `location_id=${id}`)),
          );
          // Otherwise a read that missed the second write could not be told from one that has it.
          expect(second).not.toBe(first);
          const body = { name: 'Insights read-your-writes', location_ids: [locationIds[step]] };
          const saved = insightsGroupId
            ? await call(serverA(), 'PATCH', `/api/groups/${insightsGroupId}`, admin.authorization, body)
            : await call(serverA(), 'POST', '/api/groups', admin.authorization, body);
          expect(saved.status).toBeLessThan(300);
          insightsGroupId = saved.body.id as number;
          return (step === 0 ? first : second) ?? '';
        },
        read: (admin) => categoryRank(serverB(), admin, `group_id=${insightsGroupId}`),
        table: 'group_locations',
      },
    ],
    [
      'the Location Performance visual report',
      {
        write: async (admin, step) => {
          const [locationId] = await firstIds(admin, 'locations', 1);
          const name = `Location renamed ${STEPS[step]}`;
          const renamed = await call(serverA(), 'PATCH', `/api/locations/${locationId}`, admin.authorization, { name });
          expect(renamed.status).toBe(200);
          return name;
        },
        read: (admin) => readJson(serverB(), admin, `/api/visual_reports/${admin.account_id}/location_performance`),
        table: 'locations',
      },
    ],
  ];

  it.each(lagTolerantReads)(
    'reads %s from the standby only once it has what the user wrote before asking',
    async (_name, { write, read, table }) => {
      const admin = await signIn(serverA(), 'admin@northwind.example');
      const standby = new pg.Client(topology.replicaUrl);
      await standby.connect();
      /** How often the standby's own queries read the table. */
      const readsOnStandby = async () =>
        Number(
          (
            await standby.query<{ reads: string }>(
              `select coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as reads from pg_stat_user_tables
               where relname = $1`,
              [table],
            )
          ).rows[0]?.reads ?? 0,
        );
      try {
        // 1. The standby stops replaying: the write is not on it, and a read asked for after it has it all the same.
        await standby.query('select pg_wal_replay_pause()');
        await expect
          .poll(async () => (await standby.query('select pg_get_wal_replay_pause_state() as state')).rows[0]?.state)
          .toBe('paused');
        const writtenWhileLagging = await write(admin, 0);
        expect(await read(admin)).toContain(writtenWhileLagging);

        // 2. Replaying again, the standby catches up and the next read is read from it.
        await standby.query('select pg_wal_replay_resume()');
        const written = await write(admin, 1);
        const before = await readsOnStandby();
        expect(await read(admin)).toContain(written);
        await expect.poll(readsOnStandby).toBeGreaterThan(before);
      } finally {
        await standby.query('select pg_wal_replay_resume()');
        await standby.end();
      }
    },
  );

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
