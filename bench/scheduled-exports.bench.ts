import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { basic, type Harness, login } from './harness';
import { startReputeWorker } from './load-servers';

export type SweepLatency = { runAt: Date; sentAt: Date; seconds: number };

/** The first whole minute at least `leadMs` from now: a scheduled time (HH:MM) always falls on one. */
function nextWholeMinute(leadMs: number): Date {
  const at = new Date(Date.now() + leadMs);
  at.setUTCSeconds(0, 0);
  return new Date(at.getTime() + 60_000);
}

/**
 * "A scheduled export fires within 60 seconds of its time": a `repute worker` process, its every-minute cron sweep
 * as deployed, and an export due at the next whole minute (a day's reviews of the account, built as its owner and
 * written to the mail outbox). Measured from the export's time to its `last_sent_at`, the moment its e-mail and the
 * run's record committed.
 */
export async function benchScheduledExportLatency(
  harness: Harness,
  email: string,
  password: string,
): Promise<SweepLatency> {
  const session = await login(harness, email, password);
  const authorization = basic(email, session.token);
  const created = await harness.app.inject({
    method: 'POST',
    url: '/api/scheduled_exports',
    headers: { authorization },
    payload: {
      date_range_legend: 'yesterday',
      filters: { dateDescriptor: 'yesterday' },
      recipient_user_ids: [session.user_id],
      email_frequency: 'daily',
      email_subject: 'Bench: fired on time',
      email_body: '',
      scheduled_time: '08:00',
      export_type: 'reviews',
    },
  });
  if (created.statusCode !== 201) throw new Error(`scheduled export: ${created.statusCode} ${created.body}`);
  const { id } = created.json() as { id: number };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'repute-bench-worker-'));
  const worker = await startReputeWorker(harness.url, dataDir);
  try {
    // Its time: the next whole minute once the worker runs, as if 08:00 were about to strike.
    const runAt = nextWholeMinute(5_000);
    await harness.db.$client.query('update scheduled_exports set next_run_at = $2 where id = $1', [id, runAt]);
    const deadline = runAt.getTime() + 180_000;
    for (;;) {
      const { rows } = await harness.db.$client.query<{ sent: Date | null }>(
        'select last_sent_at as sent from scheduled_exports where id = $1',
        [id],
      );
      const sentAt = rows[0]?.sent;
      if (sentAt) return { runAt, sentAt, seconds: (sentAt.getTime() - runAt.getTime()) / 1000 };
      if (Date.now() > deadline) throw new Error('the scheduled export was not sent within 3 minutes of its time');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await worker.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
