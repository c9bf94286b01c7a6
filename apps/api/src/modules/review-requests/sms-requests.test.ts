import { instantIn, todayIn } from '@repute/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';
import { zoneWhereItIs } from '../../../test/time-zones';
import { startTwilioFake } from '../../../test/twilio-fake';
import { createTwilioMessages } from '../../connectors/twilio-messages';
import { REMINDER_SWEEP_QUEUE } from '.';

const credentials = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'sms-test-token' };
/** The app's SMS_SENDS_PER_SECOND and the fake's own limit: the same, as with a real Twilio number. */
const SENDS_PER_SECOND = 10;
let twilio: Awaited<ReturnType<typeof startTwilioFake>>;
const {
  t,
  sessions: { admin },
} = useTestApp({
  logins: { admin: 'admin@northwind.example' },
  app: async () => {
    twilio = await startTwilioFake({ ...credentials, sendsPerSecond: SENDS_PER_SECOND });
    return {
      smsSendsPerSecond: SENDS_PER_SECOND,
      connectors: { sms: createTwilioMessages({ ...credentials, from: '+15557654321', baseUrl: twilio.url }) },
    };
  },
});
afterAll(() => twilio.close());

let locationId: number;
beforeAll(async () => {
  await t.modules.reviewRequests.work(t.boss);
  await t.boss.unschedule(REMINDER_SWEEP_QUEUE);
  const [row] = (
    await t.db.execute<{ id: number }>(
      sql`select id from locations where account_id = ${admin.account_id} order by id limit 1`,
    )
  ).rows;
  locationId = row?.id ?? 0;
});

/** A webhook call as the fake signs it, injected at its path on the app. */
const post = (call: { url: string; headers: Record<string, string>; payload: string }) =>
  t.app.inject({ method: 'POST', url: new URL(call.url).pathname, headers: call.headers, payload: call.payload });

async function smsDraft() {
  const api = client(t, admin);
  const campaign = (
    await api.post('/api/campaigns', {
      location_id: locationId,
      request_type_id: 'sms',
      content: 'Thanks for visiting!',
    })
  ).json();
  return campaign.id as number;
}
/** A consenting recipient where it is early afternoon, so the text goes at once whatever the clock says. */
async function smsCampaignTo(phone: string, recipient: Record<string, unknown> = {}) {
  const api = client(t, admin);
  const id = await smsDraft();
  const consenting = { name: 'Sam', phone, sms_consent: true, time_zone: zoneWhereItIs(13), ...recipient };
  expect((await api.post(`/api/campaigns/${id}/recipients`, { recipients: [consenting] })).statusCode).toBe(200);
  await api.post(`/api/campaigns/${id}/send`, {});
  return id;
}
const recipientOf = async (campaignId: number) =>
  (await client(t, admin).get(`/api/campaigns/${campaignId}/recipients`)).json()._embedded.recipients[0];

describe('SMS review requests through Twilio', () => {
  it('texts the request, records delivery from the signed status callback, and refuses an unsigned one', async () => {
    const id = await smsCampaignTo('555.010.3000');
    await expect.poll(() => twilio.messages.find((message) => message.to === '+15550103000')).toBeDefined();
    const message = twilio.messages.find((sent) => sent.to === '+15550103000');
    if (!message) throw new Error('not sent');
    expect(message.statusCallback).toBe('http://repute.test/api/webhooks/sms/status');
    expect(message.body).toContain('http://repute.test/r/');

    const forged = twilio.statusCallback(message, 'delivered');
    expect((await post({ ...forged, headers: { ...forged.headers, 'x-twilio-signature': 'forged' } })).statusCode).toBe(
      403,
    );
    expect((await recipientOf(id)).delivered_at).toBeNull();
    expect((await post(twilio.statusCallback(message, 'delivered'))).statusCode).toBe(204);
    expect((await recipientOf(id)).delivered_at).not.toBeNull();
  });

  it('opts a number out at once on STOP, acknowledges it, and asks it no more', async () => {
    await smsCampaignTo('(555) 010-4000');
    await expect.poll(() => twilio.messages.some((message) => message.to === '+15550104000')).toBe(true);
    const reply = await post(twilio.inbound('http://repute.test/api/webhooks/sms/inbound', '+15550104000', ' stop '));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/xml');
    expect(reply.body).toContain('<Message>You have been unsubscribed');
    const list = await client(t, admin).get('/api/export/csv/do_not_contact');
    expect(list.body).toContain('5550104000,sms_stop');

    await t.db.execute(
      sql`update campaign_recipients set sent_at = sent_at - interval '400 days' where phone = '5550104000'`,
    );
    const again = await smsCampaignTo('555-010-4000');
    await expect.poll(async () => (await recipientOf(again)).skipped_reason).toBe('do_not_contact');
    expect(twilio.messages.filter((message) => message.to === '+15550104000')).toHaveLength(1);
  });

  it('opts a number back in on START or UNSTOP, acknowledged, and texts it again', async () => {
    await smsCampaignTo('555-010-5000');
    await expect.poll(() => twilio.messages.some((message) => message.to === '+15550105000')).toBe(true);
    await post(twilio.inbound('http://repute.test/api/webhooks/sms/inbound', '+15550105000', 'QUIT'));
    const list = async () => (await client(t, admin).get('/api/export/csv/do_not_contact')).body;
    expect(await list()).toContain('5550105000,sms_stop');

    const reply = await post(twilio.inbound('http://repute.test/api/webhooks/sms/inbound', '+15550105000', 'unstop'));
    expect(reply.body).toContain('<Message>You have been resubscribed');
    expect(await list()).not.toContain('5550105000');
    const start = await post(twilio.inbound('http://repute.test/api/webhooks/sms/inbound', '+15550105000', 'Start'));
    expect(start.body).toContain('<Message>You have been resubscribed');

    await t.db.execute(
      sql`update campaign_recipients set sent_at = sent_at - interval '400 days' where phone = '5550105000'`,
    );
    await smsCampaignTo('5550105000');
    await expect.poll(() => twilio.messages.filter((message) => message.to === '+15550105000').length).toBe(2);
  });

  it("leaves an e-mail unsubscribe alone on START: only the number's own STOP is undone", async () => {
    await t.db.execute(
      sql`insert into do_not_contact (account_id, contact, reason) values (${admin.account_id}, '5550106000', 'added')`,
    );
    await post(twilio.inbound('http://repute.test/api/webhooks/sms/inbound', '+15550106000', 'START'));
    expect((await client(t, admin).get('/api/export/csv/do_not_contact')).body).toContain('5550106000,added');
  });

  it('answers an ordinary reply with an empty TwiML response', async () => {
    const reply = await post(twilio.inbound('http://repute.test/api/webhooks/sms/inbound', '+15550109999', 'Thanks!'));
    expect(reply.body).toContain('<Response></Response>');
  });
});

describe("SMS at the provider's rate", () => {
  const phones = (first: number, count: number) =>
    Array.from({ length: count }, (_, i) => `555.030.${String(first + i).padStart(4, '0')}`);
  const sentTo = (phone: string) =>
    twilio.messages.filter((message) => message.to === `+1${phone.replaceAll('.', '')}`).length;
  async function campaignTo(numbers: string[]) {
    const api = client(t, admin);
    const id = await smsDraft();
    const recipients = numbers.map((phone) => ({
      name: 'Sam',
      phone,
      sms_consent: true,
      time_zone: zoneWhereItIs(13),
    }));
    expect((await api.post(`/api/campaigns/${id}/recipients`, { recipients })).statusCode).toBe(200);
    await api.post(`/api/campaigns/${id}/send`, {});
  }

  it('spreads a campaign so the provider never sees more than the configured rate, and texts everyone once', async () => {
    const numbers = phones(0, 2 * SENDS_PER_SECOND);
    await campaignTo(numbers);
    await expect
      .poll(() => numbers.filter((phone) => sentTo(phone) > 0).length, { timeout: 15_000 })
      .toBe(numbers.length);
    expect(numbers.map(sentTo)).toEqual(numbers.map(() => 1));
    // The fake answers 429 to anything above the rate: it never had to.
    expect(twilio.tooManyRequests()).toBe(0);
  });

  it("retries a text the provider refuses with 429 (Twilio's 20429) later, never dropping or doubling it", async () => {
    const numbers = phones(100, 3);
    twilio.refuseNext(4);
    await campaignTo(numbers);
    await expect
      .poll(() => numbers.filter((phone) => sentTo(phone) > 0).length, { timeout: 15_000 })
      .toBe(numbers.length);
    expect(numbers.map(sentTo)).toEqual([1, 1, 1]);
  });
});

describe('SMS consent', () => {
  it('refuses a typed SMS recipient without recorded consent, and records how consent came', async () => {
    const api = client(t, admin);
    const id = await smsDraft();
    const refused = await api.post(`/api/campaigns/${id}/recipients`, {
      recipients: [{ name: 'Ana', phone: '555-010-7000' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'recipients.0': ['SMS consent is required'] });

    await api.post(`/api/campaigns/${id}/recipients`, {
      recipients: [{ name: 'Ana', phone: '555-010-7000', sms_consent: true }],
    });
    const upload = await api.post(`/api/campaigns/${id}/recipients/upload`, {
      csv: 'name,phone,sms_consent,time_zone\nBo,555-010-7001,yes,America/Chicago\nCy,555-010-7002,,\n',
    });
    expect(upload.json()).toMatchObject({ total_successful_recipients: 1, total_failed_recipients: 1 });
    const failures = await api.get(`/api/export/csv/failed_upload_recipients?upload_id=${upload.json().upload_id}`);
    expect(failures.body).toContain('row,name,email,phone,sms_consent,time_zone,error');
    expect(failures.body).toContain('3,Cy,,555-010-7002,,,SMS consent is required');

    const recipients = (await api.get(`/api/campaigns/${id}/recipients`)).json()._embedded.recipients;
    expect(recipients).toMatchObject([
      { name: 'Ana', sms_consent_source: 'typed', time_zone: null },
      { name: 'Bo', sms_consent_source: 'upload', time_zone: 'America/Chicago' },
    ]);
    expect(recipients[0].sms_consent_at).not.toBeNull();
  });

  it('skips, never texts, a recipient whose consent is not on record when the text would go', async () => {
    const api = client(t, admin);
    const id = await smsDraft();
    await api.post(`/api/campaigns/${id}/recipients`, {
      recipients: [{ name: 'Di', phone: '555-010-7100', sms_consent: true, time_zone: zoneWhereItIs(13) }],
    });
    await t.db.execute(sql`update campaign_recipients set sms_consent_at = null where campaign_id = ${id}`);
    await api.post(`/api/campaigns/${id}/send`, {});
    await expect.poll(async () => (await recipientOf(id)).skipped_reason).toBe('no_sms_consent');
    expect(twilio.messages.some((message) => message.to === '+15550107100')).toBe(false);
  });
});

describe('SMS quiet hours', () => {
  const heldJob = async (recipientId: number) =>
    (
      await t.db.execute<{ id: string; start_after: Date }>(
        sql`select id, start_after from pgboss.job where name = 'review-requests.send' and state = 'created'
          and start_after > now() + interval '1 minute' and (data->>'recipientId')::int = ${recipientId}`,
      )
    ).rows[0];

  it('holds a text due at night where the recipient is until 8 am there, and sends it once the window opens', async () => {
    const night = zoneWhereItIs(3);
    const id = await smsCampaignTo('555-010-8000', { time_zone: night });
    const recipient = await recipientOf(id);
    await expect.poll(async () => (await heldJob(recipient.id)) !== undefined).toBe(true);
    const held = await heldJob(recipient.id);
    // Held until 08:00 on the recipient's wall clock: the same night's morning.
    const morning = instantIn(todayIn(night), '08:00', night);
    expect(new Date(held?.start_after ?? 0).getTime()).toBe(morning.getTime());
    expect((await recipientOf(id)).sent_at).toBeNull();
    expect(twilio.messages.some((message) => message.to === '+15550108000')).toBe(false);

    // Morning comes for the recipient (their zone now shows the afternoon) and the held job runs: it is sent.
    await t.db.execute(sql`update campaign_recipients set time_zone = ${zoneWhereItIs(13)} where id = ${recipient.id}`);
    await t.db.execute(sql`update pgboss.job set start_after = now() where id = ${held?.id}`);
    await expect.poll(() => twilio.messages.some((message) => message.to === '+15550108000')).toBe(true);
    expect((await recipientOf(id)).sent_at).not.toBeNull();
  });
});
