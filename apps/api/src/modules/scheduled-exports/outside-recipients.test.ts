import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  EXPORT_DOWNLOAD_MESSAGES,
  SCHEDULED_EXPORT_MAX_OUTSIDE_RECIPIENTS,
  SCHEDULED_EXPORT_MESSAGES,
} from '@repute/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeBody, type ReceivedMail, startSmtpPeer } from '../../../test/smtp-peer';
import { client, useTestApp } from '../../../test/test-app';
import { scheduledExports } from '../../platform/db/schema';
import { createOutsideDownloadLinks } from './outside-download-links';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  smtp = await startSmtpPeer();
});
afterAll(async () => {
  await smtp.close();
});
const {
  t,
  sessions: { admin, manager, bluebird },
} = useTestApp({
  logins: {
    admin: 'admin@northwind.example',
    manager: 'manager@northwind.example',
    bluebird: 'owner@bluebird.example',
  },
  app: () => ({ smtpUrl: smtp.url }),
});

const ACCOUNTANT = 'accountant@ledger.example';
type Exported = {
  id: number;
  next_run_at: string;
  recipient_emails: string[];
  outside_recipient_emails: string[];
};

const allowOutside = (on: boolean, session = admin) =>
  client(t, session).put('/api/scheduled_export_settings', { outside_recipients: on });

const exportBody = (subject: string, emails: string[]) => ({
  date_range_legend: 'twelve_months',
  filters: { dateDescriptor: 'twelveMonths' },
  recipient_user_ids: [admin.user_id],
  recipient_emails: emails,
  email_frequency: 'daily',
  email_subject: subject,
  email_body: 'Every review of the year.',
  scheduled_time: '07:30',
  export_type: 'reviews',
});

async function schedule(subject: string, emails = [ACCOUNTANT]): Promise<Exported> {
  const response = await client(t, admin).post('/api/scheduled_exports', exportBody(subject, emails));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Exported;
}

/** Sends the export's run `days` after its first, as the worker's sweep would. */
const deliver = (exported: Exported, days = 0) =>
  t.services
    .scheduledExportDelivery({
      now: () => new Date(new Date(exported.next_run_at).getTime() + days * 86_400_000 + 1_000),
    })
    .deliverDue();

const mailsTo = (address: string, subject: string) =>
  smtp.received.filter((mail) => mail.to.includes(address) && mail.raw.includes(`Subject: ${subject}`));

async function mailTo(address: string, subject: string, count = 1): Promise<ReceivedMail> {
  await expect.poll(() => mailsTo(address, subject).length, { timeout: 15_000 }).toBe(count);
  return mailsTo(address, subject)[count - 1] as ReceivedMail;
}

/** The download page's token in a message, as the e-mail's button links it. */
function downloadTokenIn(mail: ReceivedMail): string {
  const match = decodeBody(mail.raw).match(/http:\/\/repute\.test\/export-download\/([A-Za-z0-9._-]+)/);
  if (!match?.[1]) throw new Error('no download link');
  return match[1];
}

/** Mail jobs written for an address and subject: what the mail worker sends, counted before it is sent. */
async function mailJobs(address: string, subject: string): Promise<number> {
  const result = await t.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'mail.send'
        and data->'message'->>'to' = ${address} and data->'message'->>'subject' = ${subject}`,
  );
  return (result.rows[0] as { n: number }).n;
}

/** The CSV attached to a message (base64 in its MIME part). */
function attachmentOf(mail: ReceivedMail): string {
  const part = mail.raw.split(/\r?\n--/).find((chunk) => /filename=export-/.test(chunk));
  const base64 = part?.split(/\r?\n\r?\n/)[1]?.replace(/\s/g, '');
  if (!base64) throw new Error('no attachment');
  return Buffer.from(base64, 'base64').toString('utf8');
}

const download = (token: string, file = false) =>
  t.app.inject({ method: 'GET', url: `/api/public/export_downloads/${token}${file ? '/file' : ''}` });

beforeEach(async () => {
  await t.db.delete(scheduledExports);
  await allowOutside(false);
});

describe('the account setting for recipients outside the account', () => {
  it('is off at first: an outside address is refused with 400, and only an admin turns it on', async () => {
    const refused = await client(t, admin).post('/api/scheduled_exports', exportBody('Refused', [ACCOUNTANT]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ recipient_emails: [SCHEDULED_EXPORT_MESSAGES.notAUser] });

    expect((await allowOutside(true, manager)).statusCode).toBe(403);
    const allowed = await allowOutside(true);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toEqual({ outside_recipients: true });
    const settings = (await client(t, admin).get('/api/account_settings?per_page=250')).json();
    expect(settings._embedded.account_settings).toContainEqual({
      code: 'scheduled_export_outside_recipients',
      value: 'true',
    });
    expect(
      (await client(t, admin).post('/api/scheduled_exports', exportBody('Allowed', [ACCOUNTANT]))).statusCode,
    ).toBe(201);
  });

  it('takes outside addresses beside users while on: checked, limited, kept in lower case and replaced by PATCH', async () => {
    await allowOutside(true);
    const bad = await client(t, admin).post('/api/scheduled_exports', exportBody('Bad', ['not an address']));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(SCHEDULED_EXPORT_MESSAGES.invalidEmail);
    const many = Array.from({ length: SCHEDULED_EXPORT_MAX_OUTSIDE_RECIPIENTS + 1 }, (_, i) => `r${i}@ledger.example`);
    const tooMany = await client(t, admin).post('/api/scheduled_exports', exportBody('Too many', many));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({ recipient_emails: [SCHEDULED_EXPORT_MESSAGES.tooManyOutside] });

    // A user's address names the user; the others are outside the account.
    const created = await schedule('Mixed', ['Accountant@Ledger.example', 'manager@northwind.example']);
    expect(created.outside_recipient_emails).toEqual([ACCOUNTANT]);
    expect(created.recipient_emails).toEqual(['admin@northwind.example', 'manager@northwind.example', ACCOUNTANT]);

    const patched = await client(t, admin).patch(`/api/scheduled_exports/${created.id}`, {
      recipient_user_ids: [admin.user_id],
      recipient_emails: ['owner@franchise.example'],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().outside_recipient_emails).toEqual(['owner@franchise.example']);
    // A PATCH without recipients keeps them.
    const renamed = await client(t, admin).patch(`/api/scheduled_exports/${created.id}`, { email_subject: 'Renamed' });
    expect(renamed.json().outside_recipient_emails).toEqual(['owner@franchise.example']);
  });
});

describe('an outside recipient', () => {
  it('gets the e-mail from the business with a link that downloads that one file', async () => {
    await allowOutside(true);
    const exported = await schedule('Yearly for the accountant');
    expect(await deliver(exported)).toEqual({ sent: 1 });
    const mail = await mailTo(ACCOUNTANT, 'Yearly for the accountant');
    const body = decodeBody(mail.raw);
    expect(body).toMatch(/^From: "?Northwind Dental"? <no-reply@/m);
    expect(body).toContain('Northwind Dental sends this scheduled export to accountant@ledger.example.');
    // Someone outside the account hears from the business, not from the product, and is not sent to the report.
    expect(body).not.toContain('Repute');
    expect(body).not.toContain('http://repute.test/reviews?');
    const token = downloadTokenIn(mail);

    const page = await download(token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      description: 'Yearly for the accountant',
      file_name: expect.stringMatching(/^export-\d{4}-\d{2}-\d{2}\.csv$/),
      business_name: 'Northwind Dental',
      brand: null,
    });
    const file = await download(token, true);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="export-/);
    // The very file the message attaches.
    expect(file.body).toBe(attachmentOf(mail));

    // The users of the account get theirs as before, without a download link.
    const toAdmin = await mailTo('admin@northwind.example', 'Yearly for the accountant');
    expect(decodeBody(toAdmin.raw)).not.toContain('/export-download/');
  });

  it('cannot reach another file, another account or an expired file with a token', async () => {
    await allowOutside(true);
    const exported = await schedule('Tokens');
    await deliver(exported);
    const token = downloadTokenIn(await mailTo(ACCOUNTANT, 'Tokens'));
    const [fileId, recipientId, expires, signature] = token.split('.');

    // Another number in a token breaks its signature.
    const otherFile = `${Number(fileId) + 1}.${recipientId}.${expires}.${signature}`;
    expect((await download(otherFile)).statusCode).toBe(404);
    expect((await download(otherFile, true)).json().message).toBe(EXPORT_DOWNLOAD_MESSAGES.invalid);
    expect((await download('garbage', true)).statusCode).toBe(404);

    // Even signed, a token reaches files of its recipient's account only.
    const csv = path.join(tmpdir(), `bluebird-${Date.now()}.csv`);
    await writeFile(csv, 'Name\nBluebird secret\n');
    const foreign = await t.services.exportFiles.keep(
      { accountId: bluebird.account_id, userId: bluebird.user_id },
      { resource: 'reviews', filters: {}, requestType: 'test', fileName: 'bluebird.csv', path: csv, size: 20, rows: 1 },
    );
    const links = createOutsideDownloadLinks(t.linkSigner, 'http://repute.test');
    const tomorrow = new Date(Date.now() + 86_400_000);
    const crossing = await links.tokenFor({
      fileId: foreign.id,
      recipientId: Number(recipientId),
      expiresAt: tomorrow,
    });
    const crossed = await download(crossing, true);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.body).not.toContain('Bluebird secret');

    // Past its time, the link says so (410), signed or not by the file's own expiry.
    const expired = await links.tokenFor({
      fileId: Number(fileId),
      recipientId: Number(recipientId),
      expiresAt: new Date(Date.now() - 1_000),
    });
    expect((await download(expired, true)).statusCode).toBe(410);
    expect((await download(expired)).json().message).toBe(EXPORT_DOWNLOAD_MESSAGES.expired);
    expect((await download(token, true)).statusCode).toBe(200);
    await t.db.execute(
      sql`update export_files set expires_at = now() - interval '1 minute' where id = ${Number(fileId)}`,
    );
    expect((await download(token, true)).statusCode).toBe(410);
  });

  it('leaves with one click and is sent nothing more; turned off, the account sends them nothing and the link stops', async () => {
    await allowOutside(true);
    const exported = await schedule('Leaving accountant', [ACCOUNTANT, 'owner@franchise.example']);
    expect(await deliver(exported, 0)).toEqual({ sent: 1 });
    const first = await mailTo(ACCOUNTANT, 'Leaving accountant');
    const unfolded = first.raw.replace(/\r?\n[ \t]+/g, ' ');
    const oneClick = new URL(unfolded.match(/^List-Unsubscribe: <([^>]+)>/m)?.[1] ?? '');
    expect(oneClick.pathname).toBe(`/api/unsubscribe/scheduled_exports/${exported.id}`);
    const state = await t.app.inject({ method: 'GET', url: oneClick.pathname + oneClick.search });
    // Someone outside the account has no login to be sent to.
    expect(state.json()).toMatchObject({ subscribed: true, signs_in: false, business_name: 'Northwind Dental' });
    const left = await t.app.inject({
      method: 'POST',
      url: oneClick.pathname + oneClick.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.json().subscribed).toBe(false);

    expect(await deliver(exported, 1)).toEqual({ sent: 1 });
    expect(await mailJobs('owner@franchise.example', 'Leaving accountant')).toBe(2);
    expect(await mailJobs(ACCOUNTANT, 'Leaving accountant')).toBe(1);
    // Their download link of the first run still works: leaving stops e-mails, not what was sent.
    expect((await download(downloadTokenIn(first), true)).statusCode).toBe(200);

    // Turned off: stored addresses stay on the export, get nothing more, and their links stop downloading.
    await allowOutside(false);
    const kept = (await client(t, admin).get(`/api/scheduled_exports/${exported.id}`)).json() as Exported;
    expect(kept.outside_recipient_emails).toEqual([ACCOUNTANT, 'owner@franchise.example']);
    expect(await deliver(exported, 2)).toEqual({ sent: 1 });
    expect(await mailJobs('admin@northwind.example', 'Leaving accountant')).toBe(3);
    expect(await mailJobs('owner@franchise.example', 'Leaving accountant')).toBe(2);
    expect((await download(downloadTokenIn(first), true)).statusCode).toBe(404);
  });
});
