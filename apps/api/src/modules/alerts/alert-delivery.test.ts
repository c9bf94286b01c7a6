import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBody, type ReceivedMail, startSmtpPeer } from '../../../test/smtp-peer';
import { client, login, useTestApp } from '../../../test/test-app';
import { createSandboxReviewSource } from '../../connectors/review-sandbox';
import { withAmbientTransactions } from '../../platform/db/unit-of-work';
import { startModule } from '../../platform/modules/module-definition';
import { createRealtimePublisher } from '../../platform/realtime/publisher';
import { reviewSyncModule } from '../review-sync';
import { ALERT_SWEEP_QUEUE } from '.';
import { createAlertNotifier } from './alerts.notify';
import { createAlertsRepo } from './alerts.repo';

/**
 * Review alerts end to end below the browser: the real sync stores reviews and raises alerts in its transaction,
 * the alert job writes the e-mail to the mail outbox, the mail worker delivers it to a real SMTP server.
 */
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
const {
  t,
  sessions: { admin, manager, user },
} = useTestApp({
  logins: { admin: 'admin@northwind.example', manager: 'manager@northwind.example', user: 'user@northwind.example' },
  app: async () => {
    smtp = await startSmtpPeer();
    return { smtpUrl: smtp.url };
  },
});
afterAll(() => smtp.close());

let clock = new Date('2026-01-20T00:00:00Z');
const sandbox = createSandboxReviewSource({
  epoch: new Date('2026-01-01T00:00:00Z'),
  intervalHours: 6,
  now: () => clock,
});
let key: { accountId: number; locationId: number; sourceId: number };

beforeAll(async () => {
  await t.modules.alerts.work(t.boss);
  await t.boss.unschedule(ALERT_SWEEP_QUEUE);
  // A location of its own, so its page's first sync is a first sync (TripAdvisor: the seed does not use it).
  const [location] = (
    await t.db.execute<{ id: number }>(
      sql`insert into locations (account_id, name, city) values (${admin.account_id}, 'Alert Clinic', 'Seattle') returning id`,
    )
  ).rows;
  key = { accountId: admin.account_id, locationId: location?.id ?? 0, sourceId: 4 };
});

const sync = () =>
  startModule(reviewSyncModule, withAmbientTransactions(t.db), {
    boss: t.boss,
    connectors: { forSource: () => sandbox },
    realtime: createRealtimePublisher(t.db.$client),
    alerts: { unitOfWork: t.unitOfWork, raise: t.services.raiseAlert },
  }).services.reviewSyncer.sync(key);

const mailsTo = (address: string, containing: string) =>
  smtp.received.filter((mail) => mail.to.includes(address) && decodeBody(mail.raw).includes(containing));

async function mailTo(address: string, containing: string): Promise<ReceivedMail> {
  await expect.poll(() => mailsTo(address, containing).length, { timeout: 20_000 }).toBeGreaterThan(0);
  return mailsTo(address, containing)[0] as ReceivedMail;
}

/** Where the alert job raised for a response stands in pg-boss. */
async function raiseJobState(responseId: number) {
  const { rows } = await t.db.$client.query(
    `select state from pgboss.job where name = 'alerts.raise' and (data->>'responseId')::int = $1`,
    [responseId],
  );
  return rows[0]?.state;
}

/** The one-click address of a message's List-Unsubscribe header (RFC 8058). */
/** The app's alert notifier on a clock of the test's. */
const notifierAt = (now: () => Date) =>
  createAlertNotifier({
    repo: createAlertsRepo(withAmbientTransactions(t.db)),
    unitOfWork: t.unitOfWork,
    mailer: t.services.mailer,
    links: t.unsubscribeLinks,
    brandFor: t.services.brandFor,
    publicUrl: 'http://repute.test',
    now,
  });

function oneClickOf(mail: ReceivedMail): string {
  const match = mail.raw.replace(/\r?\n[ \t]+/g, ' ').match(/^List-Unsubscribe: <([^>]+)>/m);
  if (!match?.[1]) throw new Error('no List-Unsubscribe header');
  expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  return new URL(match[1]).pathname + new URL(match[1]).search;
}

describe('review alerts', () => {
  it('summarises a first sync in one message, then tells each new review at or below the rating', async () => {
    const all = (
      await client(t, manager).post('/api/alerts', { kind: 'new_review', location_ids: [key.locationId] })
    ).json();
    const low = (
      await client(t, user).post('/api/alerts', { kind: 'new_review', max_rating: 2, location_ids: [key.locationId] })
    ).json();
    expect(all.id && low.id).toBeTruthy();

    const first = await sync();
    expect(first.created).toBeGreaterThan(50);
    const summary = await mailTo('manager@northwind.example', 'Alert Clinic came in from TripAdvisor');
    expect(decodeBody(summary.raw)).toContain(`${first.created} reviews of Alert Clinic came in from TripAdvisor`);

    clock = new Date(clock.getTime() + 24 * 3_600_000);
    const next = await sync();
    expect(next.created).toBe(4);
    const ratings = (
      await t.db.execute<{ rating: number }>(
        sql`select rating from reviews where location_id = ${key.locationId} order by id desc limit 4`,
      )
    ).rows.map((row) => row.rating);
    const told = await mailTo('manager@northwind.example', '4 alerts for new reviews');
    expect(decodeBody(told.raw)).toContain('review of Alert Clinic on TripAdvisor');
    // The first sync was one message, the next sync's four reviews one more: no flood.
    expect(smtp.received.filter((mail) => mail.to.includes('manager@northwind.example'))).toHaveLength(2);

    const lowCount = ratings.filter((rating) => rating <= 2).length;
    const userMails = () => smtp.received.filter((mail) => mail.to.includes('user@northwind.example'));
    await expect.poll(() => userMails().length, { timeout: 20_000 }).toBe(lowCount > 0 ? 2 : 1);
    for (const mail of userMails()) expect(decodeBody(mail.raw)).not.toMatch(/A [345]-star review/);
  });

  it('unsubscribes with the one-click POST of the List-Unsubscribe header, and subscribes again from the same link', async () => {
    const alert = (
      await client(t, admin).post('/api/alerts', { kind: 'response_failed', location_ids: [key.locationId] })
    ).json();
    await t.services.raiseAlert({ type: 'response_failed', ...key, reviewId: 1, responseId: 9001, reason: 'Refused' });
    const mail = await mailTo('admin@northwind.example', 'could not be published');
    const oneClick = oneClickOf(mail);
    expect(oneClick).toContain(`/api/unsubscribe/alerts/${alert.id}?`);

    const page = await t.app.inject({ method: 'GET', url: oneClick });
    expect(page.json()).toMatchObject({
      list: 'alerts',
      id: alert.id,
      description: 'Failed response publishing alert',
      subscribed: true,
      signs_in: true,
    });
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: oneClick,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json().subscribed).toBe(false);
    expect((await client(t, admin).get(`/api/alerts/${alert.id}`)).json().subscribed).toBe(false);

    // Unsubscribed: the next failure is not told.
    await t.services.raiseAlert({ type: 'response_failed', ...key, reviewId: 1, responseId: 9002, reason: 'Again' });
    await expect.poll(() => raiseJobState(9002), { timeout: 20_000 }).toBe('completed');
    const resubscribed = await t.app.inject({ method: 'DELETE', url: oneClick });
    expect(resubscribed.json().subscribed).toBe(true);
    await t.services.raiseAlert({ type: 'response_failed', ...key, reviewId: 1, responseId: 9003, reason: 'Third' });
    await mailTo('admin@northwind.example', 'Third');
    expect(mailsTo('admin@northwind.example', 'Again')).toHaveLength(0);
  });

  it('refuses a link whose signature does not match, or that names another alert, with 404', async () => {
    const alert = (await client(t, admin).post('/api/alerts', { kind: 'response_failed' })).json();
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/alerts/${alert.id}?email=admin%40northwind.example&token=forged`,
    });
    expect(forged.statusCode).toBe(404);
    const otherAlert = (await client(t, manager).post('/api/alerts', { kind: 'response_failed' })).json();
    const signed = await t.unsubscribeLinks.linksFor('alerts', alert.id, 'admin@northwind.example');
    // A link signed for one alert does not open another by changing the number.
    const swapped = new URL(signed.oneClickUrl.replace(`/alerts/${alert.id}?`, `/alerts/${otherAlert.id}?`));
    expect((await t.app.inject({ method: 'POST', url: swapped.pathname + swapped.search })).statusCode).toBe(404);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/unsubscribe/scheduled_exports/${alert.id}?email=a&token=b`,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await client(t, admin).get(`/api/alerts/${alert.id}`)).json().subscribed).toBe(true);
  });

  it('keeps a daily digest’s events for its time of day in the account’s time zone, then sends them once', async () => {
    const alert = (
      await client(t, admin).post('/api/alerts', {
        kind: 'response_failed',
        delivery: 'daily_digest',
        digest_time: '18:00',
        location_ids: [key.locationId],
      })
    ).json();
    let now = new Date('2026-03-02T20:00:00Z'); // 15:00 in New York, the demo account's zone
    const notifier = notifierAt(() => now);
    await notifier.raise({ type: 'response_failed', ...key, reviewId: 2, responseId: 9100, reason: 'Digest one' });
    await notifier.raise({ type: 'response_failed', ...key, reviewId: 3, responseId: 9101, reason: 'Digest two' });
    await notifier.sendDueDigests();
    now = new Date('2026-03-02T23:05:00Z'); // 18:05 in New York
    await notifier.sendDueDigests();
    await notifier.sendDueDigests();
    const digest = await mailTo('admin@northwind.example', 'Your daily digest');
    expect(decodeBody(digest.raw)).toContain('Digest one');
    expect(decodeBody(digest.raw)).toContain('Digest two');
    expect(smtp.received.filter((mail) => mail.raw.includes('Your daily digest'))).toHaveLength(1);
    expect(alert.id).toBeTruthy();
  });

  it('tells of reviews still without a response after the waiting time, once', async () => {
    await client(t, user).post('/api/alerts', {
      kind: 'awaiting_response',
      wait_hours: 24,
      location_ids: [key.locationId],
    });
    const now = new Date(Date.now() + 25 * 3_600_000);
    const notifier = notifierAt(() => now);
    await notifier.sweepWaiting();
    await notifier.sweepWaiting();
    const mail = await mailTo('user@northwind.example', 'has waited 24 hours for a response');
    expect(decodeBody(mail.raw)).toContain('of Alert Clinic has waited 24 hours for a response');
    // The second sweep found the same reviews already told: it wrote no second message to the outbox.
    const { rows } = await t.db.$client.query(
      `select count(*)::int as n from pgboss.job where name = 'mail.send' and data->'message'->>'text' like '%has waited 24 hours%'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('sends nothing to a user deactivated after setting an alert', async () => {
    const limited = await login(t, 'limited@northwind.example');
    const alert = await client(t, limited).post('/api/alerts', {
      kind: 'awaiting_response',
      wait_hours: 24,
      location_ids: [key.locationId],
    });
    expect(alert.statusCode).toBe(201);
    expect((await client(t, admin).delete(`/api/users/${limited.user_id}`)).statusCode).toBe(200);
    await notifierAt(() => new Date(Date.now() + 25 * 3_600_000)).sweepWaiting();
    const { rows } = await t.db.$client.query(
      `select count(*)::int as n from pgboss.job where name = 'mail.send' and data->'message'->>'to' = $1`,
      ['limited@northwind.example'],
    );
    expect(rows[0]?.n).toBe(0);
  });
});
