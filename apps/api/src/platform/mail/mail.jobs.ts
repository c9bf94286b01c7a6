import type { PgBoss } from 'pg-boss';
import type { QueueDefinition } from '../jobs/boss';
import type { MailMessage, MailTransport } from './transport';

export const MAIL_QUEUE = 'mail.send';

export const MAIL_QUEUES: readonly QueueDefinition[] = [{ name: MAIL_QUEUE }];

/** E-mail goes through a durable, retried job so that a slow or failing SMTP server never blocks a request. */
export function createMailer(boss: PgBoss) {
  return {
    send: async (message: MailMessage) => {
      await boss.send(MAIL_QUEUE, message, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;

export async function workMail(boss: PgBoss, transport: MailTransport): Promise<void> {
  await boss.work<MailMessage>(MAIL_QUEUE, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await transport.deliver(job.data);
  });
}
