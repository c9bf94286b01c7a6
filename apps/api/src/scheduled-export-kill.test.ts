import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ne } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer } from '../test/smtp-peer';
import { type SpawnedServer, startRepute } from '../test/spawn-server';
import { client, useTestApp } from '../test/test-app';
import { scheduledExports } from './platform/db/schema';

/**
 * Issue 11: a scheduled export fires at its time (the worker's clock injected with TEST_CLOCK_START) and its
 * message arrives once at a real SMTP server although `repute worker` processes are killed with SIGKILL twice
 * mid-job: first while the sweep sends the run (its mail written, the run's 'sent' record waiting on a lock), then
 * while the SMTP server has read the message and not yet answered. Neither kill point is inside the one window
 * where a message can go out twice (between the server's 250 and the mail_deliveries record, decision 0035).
 */
const SWEEP_QUEUE = 'scheduled-exports.sweep';
const SUBJECT = 'Killed twice, sent once';
const ADMIN = 'admin@northwind.example';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let dataDir: string;
const workers: SpawnedServer[] = [];
beforeAll(async () => {
  // The first message the SMTP server reads is never answered: its sender is killed while it waits.
  smtp = await startSmtpPeer({ holdFirst: 1 });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'repute-kill-'));
});
afterAll(async () => {
  for (const worker of workers) if (worker.process.exitCode === null) worker.process.kill('SIGKILL');
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
});
const {
  t,
  sessions: { admin },
} = useTestApp({ logins: { admin: ADMIN } });

/** `repute worker` in a process of its own, on this test's database and SMTP server, its clock at `clock`. */
async function startWorker(clock: Date): Promise<SpawnedServer> {
  const worker = await startRepute('worker', {
    DATABASE_URL: t.url,
    SMTP_URL: smtp.url,
    TEST_CLOCK_START: clock.toISOString(),
    REPUTE_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  workers.push(worker);
  return worker;
}

async function kill(worker: SpawnedServer): Promise<void> {
  worker.process.kill('SIGKILL');
  await worker.exited;
}

/** A pg client of its own, for holding locks the worker then waits on. */
async function connection(): Promise<pg.Client> {
  const connected = new pg.Client(t.url);
  await connected.connect();
  return connected;
}

async function query<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  return (await t.db.$client.query(text, values)).rows as Row[];
}

/** The sweep a worker's every-minute cron would start, started now. */
const sweepNow = () => t.boss.send(SWEEP_QUEUE, {});

const accepted = () => smtp.received.filter((mail) => mail.to.includes(ADMIN) && mail.raw.includes(SUBJECT));

describe('a scheduled export whose worker is killed mid-job', () => {
  it('fires at its time and arrives once at the SMTP server', { timeout: 300_000 }, async () => {
    const created = await client(t, admin).post('/api/scheduled_exports', {
      date_range_legend: 'yesterday',
      filters: { dateDescriptor: 'yesterday' },
      recipient_user_ids: [admin.user_id],
      email_frequency: 'daily',
      email_subject: SUBJECT,
      email_body: 'Sent once.',
      scheduled_time: '08:15',
      export_type: 'reviews',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, next_run_at: nextRunAt } = created.json() as { id: number; next_run_at: string };
    // The demo's other exports would be due at the same clock: this test is about one.
    await t.db.delete(scheduledExports).where(ne(scheduledExports.id, id));
    const time = new Date(nextRunAt).getTime();

    // 1. At its time, a worker claims the run and writes its mail; the run's record waits on a lock we hold.
    const first = await startWorker(new Date(time + 5_000));
    const exportRow = await connection();
    const reviewsTable = await connection();
    await reviewsTable.query('begin');
    // The CSV's query waits here, after the claim: time to take the export's row before the record wants it.
    await reviewsTable.query('lock table reviews in access exclusive mode');
    await sweepNow();
    await expect
      .poll(
        async () =>
          (await query('select 1 from scheduled_exports where id = $1 and pending_run_at is not null', [id])).length,
        {
          timeout: 60_000,
        },
      )
      .toBe(1);
    await exportRow.query('begin');
    await exportRow.query('select 1 from scheduled_exports where id = $1 for update', [id]);
    await reviewsTable.query('commit');
    await expect
      .poll(
        async () =>
          (
            await query(
              `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'
                 and query ilike 'update "scheduled_exports"%'`,
            )
          ).length,
        { timeout: 60_000 },
      )
      .toBe(1);
    await kill(first);
    await exportRow.query('rollback');
    await exportRow.end();
    await reviewsTable.end();

    // 2. A worker back 16 minutes later takes the run over (its claim is stale) and is killed while the SMTP server
    //    has read the message and not answered.
    const second = await startWorker(new Date(time + 16 * 60_000));
    await sweepNow();
    await expect.poll(() => smtp.held.length, { timeout: 120_000 }).toBe(1);
    await kill(second);

    // 3. A third worker finds the mail job of the killed one and sends it: accepted once, with the held message's id.
    await startWorker(new Date(time + 17 * 60_000));
    await expect.poll(() => accepted().length, { timeout: 150_000 }).toBe(1);
    // Named, so that a job left over says which it is.
    await expect
      .poll(
        async () =>
          (
            await query<{ job: string }>(
              `select name || ' ' || state || ' ' || retry_count as job from pgboss.job
               where name in ('mail.send', $1) and state in ('created', 'retry', 'active')`,
              [SWEEP_QUEUE],
            )
          ).map((row) => row.job),
        { timeout: 60_000 },
      )
      .toEqual([]);
    expect(accepted()).toHaveLength(1);
    const messageId = (raw: string) => raw.match(/^Message-ID: (\S+)/m)?.[1];
    expect(messageId(accepted()[0]?.raw ?? '')).toBe(messageId(smtp.held[0]?.raw ?? ''));
    const [row] = await query<{ pending: Date | null; sent: Date | null }>(
      'select pending_run_at as pending, last_sent_at as sent from scheduled_exports where id = $1',
      [id],
    );
    expect(row?.pending).toBeNull();
    expect(row?.sent).not.toBeNull();
  });
});
