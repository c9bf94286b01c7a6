import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';
import { startTwilioFake } from '../../../test/twilio-fake';
import { workReviewRequestJobs } from '../../app/workers';
import { createTwilioMessages } from '../../connectors/twilio-messages';
import { REMINDER_SWEEP_QUEUE } from '.';

const credentials = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'sms-test-token' };
let twilio: Awaited<ReturnType<typeof startTwilioFake>>;
const {
  t,
  sessions: { admin },
} = useTestApp({
  logins: { admin: 'admin@northwind.example' },
  app: async () => {
    twilio = await startTwilioFake(credentials);
    return { connectors: { sms: createTwilioMessages({ ...credentials, from: '+15557654321', baseUrl: twilio.url }) } };
  },
});
afterAll(() => twilio.close());

let locationId: number;
beforeAll(async () => {
  await workReviewRequestJobs(t.boss, t.services);
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

async function smsCampaignTo(phone: string) {
  const api = client(t, admin);
  const campaign = (
    await api.post('/api/campaigns', {
      location_id: locationId,
      request_type_id: 'sms',
      content: 'Thanks for visiting!',
    })
  ).json();
  await api.post(`/api/campaigns/${campaign.id}/recipients`, { recipients: [{ name: 'Sam', phone }] });
  await api.post(`/api/campaigns/${campaign.id}/send`, {});
  return campaign.id as number;
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

  it('answers an ordinary reply with an empty TwiML response', async () => {
    const reply = await post(twilio.inbound('http://repute.test/api/webhooks/sms/inbound', '+15550109999', 'Thanks!'));
    expect(reply.body).toContain('<Response></Response>');
  });
});
