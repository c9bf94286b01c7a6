import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ambientSqlExecutor } from '../db/ambient-sql';
import { createUnitOfWork, withAmbientTransactions } from '../db/unit-of-work';
import { createMailDeliveries } from './deliveries';
import { createMailer, deliverOnce, MAIL_QUEUE, type MailJob } from './mail.jobs';
import { createMailTransport } from './transport';

/**
 * E-mail that arrives once (issue 11 §4), against a real SMTP server: the job is written in the transaction of
 * what causes it, and a job run again after a crash (the worker killed after the SMTP server accepted the message
 * and its record was written, before pg-boss heard the job was done) does not send it twice.
 */
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const message = (to: string) => ({ to, subject: 'Once', text: 'Only once.' });
const receivedBy = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

describe('the mail outbox', () => {
  it('sends a message whose cause committed, and nothing for a cause that rolled back', async () => {
    const db = withAmbientTransactions(t.db);
    const mailer = createMailer(t.boss, ambientSqlExecutor(db));
    const unitOfWork = createUnitOfWork(t.db);
    const rolledBack = unitOfWork(async () => {
      await mailer.send(message('rolled-back@example.com'));
      throw new Error('the change that would have caused the message failed');
    });
    await expect(rolledBack).rejects.toThrow('failed');
    await unitOfWork(() => mailer.send(message('committed@example.com')));

    const mail = await smtp.waitFor('committed@example.com');
    expect(mail.raw).toContain('Subject: Once');
    // Both were queued in order: once the later one arrived, the rolled-back one would have been sent before it.
    const jobs = await t.db.$client.query(`select data->'message'->>'to' as "to" from pgboss.job where name = $1`, [
      MAIL_QUEUE,
    ]);
    expect(jobs.rows.map((row) => row.to)).not.toContain('rolled-back@example.com');
    expect(receivedBy('rolled-back@example.com')).toHaveLength(0);
  });

  it('does not send a message again when its job runs again after the message was accepted', async () => {
    const transport = createMailTransport(smtp.url, '');
    const deliveries = createMailDeliveries(t.db);
    const job: MailJob = { id: crypto.randomUUID(), message: message('retried@example.com') };
    await deliverOnce(job, transport, deliveries);
    // pg-boss runs a job again when its worker died before completing it: the record stops the second send.
    await deliverOnce(job, transport, deliveries);
    transport.close();
    await smtp.waitFor('retried@example.com');
    expect(receivedBy('retried@example.com')).toHaveLength(1);
    expect(receivedBy('retried@example.com')[0]?.raw).toContain(`Message-ID: <${job.id}@repute.mail>`);
  });

  it('sends a message whose first attempt failed before the SMTP server accepted it', async () => {
    const refusing = await startSmtpPeer({ refuseFirst: 1 });
    const transport = createMailTransport(refusing.url, '');
    const deliveries = createMailDeliveries(t.db);
    const job: MailJob = { id: crypto.randomUUID(), message: message('refused-once@example.com') };
    await expect(deliverOnce(job, transport, deliveries)).rejects.toThrow();
    // The retry pg-boss makes after the failure.
    await deliverOnce(job, transport, deliveries);
    transport.close();
    expect(refusing.received.filter((mail) => mail.to.includes('refused-once@example.com'))).toHaveLength(1);
    await refusing.close();
  });
});
