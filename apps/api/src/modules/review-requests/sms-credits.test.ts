import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';
import { zoneWhereItIs } from '../../../test/time-zones';
import { startTwilioFake } from '../../../test/twilio-fake';
import { createTwilioMessages } from '../../connectors/twilio-messages';
import { accountBilling } from '../../platform/db/schema';
import { REMINDER_SWEEP_QUEUE } from '.';

/** Decision 0152: each text spends one SMS credit; with none left nothing is sent. */
const credentials = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'sms-test-token' };
let twilio: Awaited<ReturnType<typeof startTwilioFake>>;
const {
  t,
  sessions: { admin },
} = useTestApp({
  logins: { admin: 'admin@northwind.example' },
  app: async () => {
    twilio = await startTwilioFake({ ...credentials, sendsPerSecond: 10 });
    return {
      smsSendsPerSecond: 10,
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

const setCredits = (credits: number) =>
  t.db.update(accountBilling).set({ smsCredits: credits }).where(eq(accountBilling.accountId, admin.account_id));
const balance = async () =>
  (await client(t, admin).get(`/api/billing/${admin.account_id}`)).json().sms_credit_balance as number;

async function smsCampaignTo(phones: string[]) {
  const api = client(t, admin);
  const { id } = (
    await api.post('/api/campaigns', { location_id: locationId, request_type_id: 'sms', content: 'Thanks!' })
  ).json();
  const recipients = phones.map((phone) => ({ name: 'Sam', phone, sms_consent: true, time_zone: zoneWhereItIs(13) }));
  expect((await api.post(`/api/campaigns/${id}/recipients`, { recipients })).statusCode).toBe(200);
  return { id: id as number, send: () => api.post(`/api/campaigns/${id}/send`, {}) };
}
const sentTo = (phone: string) => twilio.messages.filter((message) => message.to === `+1${phone}`).length;

describe('SMS credits', () => {
  it('spends one credit a text; once they run out the rest are skipped, not sent', async () => {
    await setCredits(2);
    const phones = ['5550207001', '5550207002', '5550207003'];
    const campaign = await smsCampaignTo(phones);
    expect((await campaign.send()).statusCode).toBe(200);
    const recipients = async () =>
      (await client(t, admin).get(`/api/campaigns/${campaign.id}/recipients`)).json()._embedded.recipients as {
        sent_at: string | null;
        skipped_reason: string | null;
      }[];
    await expect
      .poll(async () => (await recipients()).filter((row) => row.sent_at || row.skipped_reason).length)
      .toBe(3);
    const rows = await recipients();
    expect(rows.filter((row) => row.sent_at)).toHaveLength(2);
    expect(rows.filter((row) => row.skipped_reason === 'no_sms_credits')).toHaveLength(1);
    expect(phones.map(sentTo).reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await balance()).toBe(0);
  });

  it('refuses to send a campaign of texts with no credit left, and sends nothing', async () => {
    await setCredits(0);
    const campaign = await smsCampaignTo(['5550207004']);
    const refused = await campaign.send();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'no_sms_credits',
      message: 'No SMS credits left: buy more on the Billing page to send text messages.',
    });
    const { status } = (await client(t, admin).get(`/api/campaigns/${campaign.id}`)).json();
    expect(status).toBe('draft');
    expect(sentTo('5550207004')).toBe(0);
    await setCredits(500);
  });
});
