import { randomUUID } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import type { SqlExecutor } from '../db/ambient-sql';
import type { QueueDefinition } from '../jobs/boss';
import type { MailDeliveries } from './deliveries';
import type { MailMessage, MailTransport } from './transport';

export const MAIL_QUEUE = 'mail.send';

/**
 * A killed worker's job is retried once its heartbeat (refreshed every 5 s while the job runs) has been silent for
 * 10 s, or at the latest once it expires: a minute is far longer than any SMTP exchange. Retries back off from 30 s
 * (30, 60, 120, ... seconds).
 */
export const MAIL_QUEUES: readonly QueueDefinition[] = [
  {
    name: MAIL_QUEUE,
    options: { expireInSeconds: 60, heartbeatSeconds: 10, retryLimit: 8, retryDelay: 30, retryBackoff: true },
  },
];

/** A message with the id it is recorded under once accepted (also its Message-ID, so a mail client can dedupe). */
export type MailJob = { id: string; message: MailMessage };

/**
 * E-mail goes through a durable, retried job so that a slow or failing SMTP server never blocks a request. The job
 * is written through `jobs` (ambientSqlExecutor): inside a unit of work, in the same transaction as what causes
 * the message, so a rolled-back change sends nothing and a committed one always sends.
 */
export function createMailer(boss: PgBoss, jobs: SqlExecutor) {
  return {
    /** Queues the message; resolves to its id, which the outbox's delivery record carries once it is accepted. */
    send: async (message: MailMessage): Promise<string> => {
      const job: MailJob = { id: randomUUID(), message };
      await boss.send(MAIL_QUEUE, job, { db: jobs });
      return job.id;
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;

/**
 * Sends one message at most once: skipped when its id is recorded, recorded right after the transport accepts it.
 * A crash between the acceptance and the record (one INSERT's round trip) is the only way it goes out twice.
 */
export async function deliverOnce(job: MailJob, transport: MailTransport, deliveries: MailDeliveries) {
  if (await deliveries.wasAccepted(job.id)) return;
  await transport.deliver({ ...job.message, messageId: `<${job.id}@repute.mail>` });
  await deliveries.recordAccepted(job.id);
}

export async function workMail(boss: PgBoss, transport: MailTransport, deliveries: MailDeliveries): Promise<void> {
  await boss.work<MailJob>(MAIL_QUEUE, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await deliverOnce(job.data, transport, deliveries);
  });
}
