import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeBody, startSmtpPeer } from '../../../test/smtp-peer';
import { client, useTestApp } from '../../../test/test-app';
import { scheduledExports } from '../../platform/db/schema';
import { createScheduledExportsRepo } from './scheduled-exports.repo';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  smtp = await startSmtpPeer();
});
afterAll(async () => {
  await smtp.close();
});
const {
  t,
  sessions: { admin, emailOnly, manager },
} = useTestApp({
  logins: {
    admin: 'admin@northwind.example',
    emailOnly: 'emailonly@northwind.example',
    manager: 'manager@northwind.example',
  },
  app: () => ({ smtpUrl: smtp.url }),
});

type Exported = { id: number; next_run_at: string; last_sent_at: string | null };

async function schedule(subject: string): Promise<Exported> {
  const response = await client(t, admin).post('/api/scheduled_exports', {
    date_range_legend: 'twelve_months',
    filters: { dateDescriptor: 'twelveMonths', rating: 1 },
    recipient_user_ids: [admin.user_id, emailOnly.user_id],
    email_frequency: 'daily',
    email_subject: subject,
    email_body: 'One-star reviews of the last twelve months.',
    scheduled_time: '08:15',
    export_type: 'reviews',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Exported;
}

const read = async (id: number) => (await client(t, admin).get(`/api/scheduled_exports/${id}`)).json() as Exported;

/** Mail jobs written for a subject: what the mail worker will send, counted where it cannot be sent twice. */
async function mailJobs(subject: string): Promise<number> {
  const result = await t.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'mail.send' and data->'message'->>'subject' = ${subject}`,
  );
  return (result.rows[0] as { n: number }).n;
}

const at = (instant: string, offsetMs: number) => () => new Date(new Date(instant).getTime() + offsetMs);

// Each test's clock is its own export's time: exports of earlier tests would be due at it too.
beforeEach(async () => {
  await t.db.delete(scheduledExports);
});

describe('scheduled export delivery', () => {
  it('fires at its time, once although two workers sweep at once, to the recipients who may read it', async () => {
    const created = await schedule('Daily one-star reviews');
    const early = t.services.scheduledExportDelivery({ now: at(created.next_run_at, -60_000) });
    expect(await early.deliverDue()).toEqual({ sent: 0 });
    expect(await mailJobs('Daily one-star reviews')).toBe(0);

    const onTime = at(created.next_run_at, 5_000);
    const first = t.services.scheduledExportDelivery({ now: onTime });
    const second = t.services.scheduledExportDelivery({ now: onTime });
    const results = await Promise.all([first.deliverDue(), second.deliverDue()]);
    expect(results.map((result) => result.sent).sort()).toEqual([0, 1]);

    const mail = await smtp.waitFor('admin@northwind.example');
    const body = decodeBody(mail.raw);
    expect(body).toContain('Subject: Daily one-star reviews');
    expect(body).toContain('One-star reviews of the last twelve months.');
    expect(body).toMatch(/filename=export-\d{4}-\d{2}-\d{2}\.csv/);
    // Email Only users may not read reviews: the export is not theirs to receive.
    expect(await mailJobs('Daily one-star reviews')).toBe(1);
    expect(smtp.received.some((message) => message.to.includes('emailonly@northwind.example'))).toBe(false);

    const sent = await read(created.id);
    expect(sent.last_sent_at).not.toBeNull();
    expect(new Date(sent.next_run_at).getTime() - new Date(created.next_run_at).getTime()).toBe(86_400_000);
    // Swept again at the same instant: nothing more.
    expect(await first.deliverDue()).toEqual({ sent: 0 });
    expect(await mailJobs('Daily one-star reviews')).toBe(1);
  });

  it('sends a run missed while no worker ran once when one is back, and moves past now', async () => {
    const created = await schedule('Missed while down');
    const threeDaysLate = at(created.next_run_at, 3 * 86_400_000 + 60_000);
    const back = t.services.scheduledExportDelivery({ now: threeDaysLate });
    expect(await back.deliverDue()).toEqual({ sent: 1 });
    expect(await back.deliverDue()).toEqual({ sent: 0 });
    expect(await mailJobs('Missed while down')).toBe(1);
    expect(new Date((await read(created.id)).next_run_at).getTime()).toBeGreaterThan(threeDaysLate().getTime());
  });

  it('takes over a sending whose worker died after claiming it, once the claim is stale', async () => {
    const created = await schedule('Worker died');
    const claimedAt = new Date(new Date(created.next_run_at).getTime() + 1_000);
    // A worker claims the run and is killed before sending: the run is pending, next_run_at already moved on.
    const claimed = await createScheduledExportsRepo(t.db).claim(
      created.id,
      claimedAt,
      new Date(0),
      () => new Date('2099-01-01'),
    );
    expect(claimed?.pendingRunAt?.toISOString()).toBe(created.next_run_at);
    const soon = t.services.scheduledExportDelivery({ now: () => new Date(claimedAt.getTime() + 60_000) });
    expect(await soon.deliverDue()).toEqual({ sent: 0 });
    const restarted = t.services.scheduledExportDelivery({ now: () => new Date(claimedAt.getTime() + 16 * 60_000) });
    expect(await restarted.deliverDue()).toEqual({ sent: 1 });
    expect(await restarted.deliverDue()).toEqual({ sent: 0 });
    expect(await mailJobs('Worker died')).toBe(1);
  });

  it('links to the report instead of attaching a CSV over the attachment limit', async () => {
    const created = await schedule('Too large to attach');
    const delivery = t.services.scheduledExportDelivery({
      now: at(created.next_run_at, 1_000),
      attachmentLimitBytes: 10,
    });
    expect(await delivery.deliverDue()).toEqual({ sent: 1 });
    await expect
      .poll(() => smtp.received.filter((m) => m.raw.includes('Too large to attach')).length, { timeout: 15_000 })
      .toBe(1);
    const mail = smtp.received.find((message) => message.raw.includes('Too large to attach'));
    const body = decodeBody(mail?.raw ?? '');
    expect(body).not.toContain('filename=export-');
    expect(body).toContain('http://repute.test/reviews?');
    expect(body).toContain('dateDescriptor=twelveMonths');
  });
});

/** The one-click address of a message's List-Unsubscribe header (RFC 8058), as a path the app answers. */
function oneClickOf(raw: string): string {
  const match = raw.replace(/\r?\n[ \t]+/g, ' ').match(/^List-Unsubscribe: <([^>]+)>/m);
  if (!match?.[1]) throw new Error('no List-Unsubscribe header');
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  const url = new URL(match[1]);
  return url.pathname + url.search;
}

const mailsWith = (address: string, subject: string) =>
  smtp.received.filter((mail) => mail.to.includes(address) && mail.raw.includes(`Subject: ${subject}`));

describe('unsubscribing from a scheduled export', () => {
  it('carries each recipient its own link; the one-click POST stops their e-mails only, and the link subscribes again', async () => {
    const created = await client(t, admin).post('/api/scheduled_exports', {
      date_range_legend: 'twelve_months',
      filters: { dateDescriptor: 'twelveMonths' },
      recipient_user_ids: [admin.user_id, manager.user_id],
      email_frequency: 'daily',
      email_subject: 'Leave me out',
      email_body: 'Every review.',
      scheduled_time: '07:00',
      export_type: 'reviews',
    });
    expect(created.statusCode, created.body).toBe(201);
    const exported = created.json() as Exported;
    const firstRun = new Date(exported.next_run_at).getTime();
    const deliver = (days: number) =>
      t.services.scheduledExportDelivery({ now: () => new Date(firstRun + days * 86_400_000 + 1_000) }).deliverDue();

    expect(await deliver(0)).toEqual({ sent: 1 });
    const toManager = await smtp.waitFor('manager@northwind.example');
    const body = decodeBody(toManager.raw);
    expect(body).toMatch(
      new RegExp(`http://repute\\.test/unsubscribe/scheduled_exports/${exported.id}\\?email=manager%40northwind`),
    );
    const oneClick = oneClickOf(toManager.raw);
    expect(oneClick).toContain(`/api/unsubscribe/scheduled_exports/${exported.id}?`);

    const state = await t.app.inject({ method: 'GET', url: oneClick });
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toEqual({
      list: 'scheduled_exports',
      id: exported.id,
      description: '"Leave me out" scheduled export',
      subscribed: true,
      // One of the account's users: the page offers to sign in.
      signs_in: true,
      // The page speaks as the account whose export it is (decision 0117).
      business_name: 'Northwind Dental',
      brand: null,
    });
    const left = await t.app.inject({
      method: 'POST',
      url: oneClick,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().subscribed).toBe(false);

    // The next day's run goes to the admin only.
    expect(await deliver(1)).toEqual({ sent: 1 });
    await expect.poll(() => mailsWith('admin@northwind.example', 'Leave me out').length, { timeout: 15_000 }).toBe(2);
    expect(await mailJobs('Leave me out')).toBe(3);
    expect(mailsWith('manager@northwind.example', 'Leave me out')).toHaveLength(1);

    // The way back: the same link subscribes again, and the day after the manager hears again.
    const back = await t.app.inject({ method: 'DELETE', url: oneClick });
    expect(back.json().subscribed).toBe(true);
    expect(await deliver(2)).toEqual({ sent: 1 });
    await expect.poll(() => mailsWith('manager@northwind.example', 'Leave me out').length, { timeout: 15_000 }).toBe(2);
  });

  it('sends nothing when every recipient left, and refuses forged or borrowed links with 404', async () => {
    const created = (
      await client(t, admin).post('/api/scheduled_exports', {
        date_range_legend: 'yesterday',
        filters: { dateDescriptor: 'yesterday' },
        recipient_user_ids: [admin.user_id],
        email_frequency: 'daily',
        email_subject: 'Nobody left',
        email_body: '',
        scheduled_time: '06:00',
        export_type: 'reviews',
      })
    ).json() as Exported;
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/scheduled_exports/${created.id}?email=admin%40northwind.example&token=forged`,
    });
    expect(forged.statusCode).toBe(404);
    // Signed for someone who is not a recipient of this export: nothing to leave.
    const stranger = await t.unsubscribeLinks.linksFor('scheduled_exports', created.id, 'manager@northwind.example');
    const strangerUrl = new URL(stranger.oneClickUrl);
    expect((await t.app.inject({ method: 'POST', url: strangerUrl.pathname + strangerUrl.search })).statusCode).toBe(
      404,
    );
    const own = new URL(
      (await t.unsubscribeLinks.linksFor('scheduled_exports', created.id, 'admin@northwind.example')).oneClickUrl,
    );
    expect((await t.app.inject({ method: 'POST', url: own.pathname + own.search })).json().subscribed).toBe(false);

    const delivery = t.services.scheduledExportDelivery({ now: at(created.next_run_at, 1_000) });
    expect(await delivery.deliverDue()).toEqual({ sent: 0 });
    expect(await mailJobs('Nobody left')).toBe(0);
  });
});
