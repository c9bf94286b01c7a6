import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLINED_CARD, type FakeStripe, GOOD_CARD, startFakeStripe } from '../../../test/fakes/fake-stripe';
import { decodeBody, startSmtpPeer } from '../../../test/smtp-peer';
import { client, useTestApp } from '../../../test/test-app';
import { accountSettings, accounts, billingEvents } from '../../platform/db/schema';

let stripe: FakeStripe;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  smtp = await startSmtpPeer();
});
afterAll(async () => {
  await stripe.close();
  await smtp.close();
});

const {
  t,
  sessions: { owner, harbor },
} = useTestApp({
  app: () => ({
    smtpUrl: smtp.url,
    billing: { mode: 'stripe', secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiUrl: stripe.url },
  }),
  logins: { owner: 'owner@juniper.example', harbor: 'owner@harbor.example' },
});

const NEW_LOCATION = {
  name: 'Juniper Coffee - Alberta',
  public_name: 'Juniper Coffee',
  address: '1102 A St',
  city: 'Portland',
  state_id: 14,
  zipcode: '97227',
  country_id: 236,
  phone: '(503) 555-0177',
  website: 'junipercoffee.example/alberta',
  is_headquarters: false,
};

const postEvent = async (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/billing/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });

beforeAll(() => {
  stripe.deliver = async (payload, signature) => (await postEvent(payload, signature)).statusCode;
});

async function statusOf(accountId: number) {
  const [row] = await t.db.select({ status: accounts.status }).from(accounts).where(eq(accounts.id, accountId));
  return row?.status;
}

/** Juniper's trial ends: from then on its calls answer 402, but its billing pages work. */
async function endTrial() {
  await t.db
    .update(accounts)
    .set({ trialEndedAt: new Date(Date.now() - 60_000) })
    .where(eq(accounts.id, owner.account_id));
  await t.sessionChangesHeard();
}

describe('paying through Stripe (the fake), from an ended trial to a dunning and back', () => {
  let planId = 0;
  let subscriptionId = '';

  it('an ended trial answers 402 everywhere but billing', async () => {
    await endTrial();
    expect((await client(t, owner).get('/api/locations')).statusCode).toBe(402);
    const state = await client(t, owner).get(`/api/billing/${owner.account_id}`);
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({ billing_mode: 'stripe', account_active: false, subscription: null });
    const plans = (await client(t, owner).get('/api/billing/plans')).json().plans;
    expect(plans.map((plan: { name: string }) => plan.name)).toEqual(['Essentials', 'Professional', 'Enterprise']);
    planId = plans[1].id;
  });

  it('previews the plan: per location, the whole first cycle and the setup fee', async () => {
    const preview = await client(t, owner).get(
      `/api/billing/${owner.account_id}/pricing_preview?plan_id=${planId}&interval_unit=month`,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      interval: 1,
      interval_unit: 'month',
      total_cents: 7900 * preview.json().quantity,
      prorated_cents: 7900 * preview.json().quantity,
      setup_amount: 9900,
    });
  });

  it('refuses bad input and changes nothing', async () => {
    const url = `/api/billing/${owner.account_id}/checkout`;
    expect((await client(t, owner).post(url, { plan_id: -1 })).statusCode).toBe(400);
    expect((await client(t, owner).post(url, { plan_id: 99_999 })).json()).toMatchObject({ message: 'Plan not found' });
    expect((await client(t, owner).post(url, { plan_id: planId, interval_unit: 'week' })).statusCode).toBe(400);
    expect((await client(t, harbor).post(url, { plan_id: planId })).statusCode).toBe(404);
    expect(stripe.sessions.size).toBe(0);
  });

  it('a declined card leaves the account inactive; a good one activates it with its invoice', async () => {
    const started = await client(t, owner).post(`/api/billing/${owner.account_id}/checkout`, { plan_id: planId });
    expect(started.statusCode).toBe(200);
    const url = new URL(started.json().checkout_url);
    const sessionId = url.pathname.split('/').pop() ?? '';
    expect((await stripe.payCheckout(sessionId, DECLINED_CARD)).declined).toBe(true);
    expect((await client(t, owner).get('/api/locations')).statusCode).toBe(402);

    subscriptionId = (await stripe.payCheckout(sessionId, GOOD_CARD)).subscriptionId ?? '';
    expect(await statusOf(owner.account_id)).toBe('active');
    expect((await client(t, owner).get('/api/locations')).statusCode).toBe(200);
    const state = (await client(t, owner).get(`/api/billing/${owner.account_id}`)).json();
    expect(state).toMatchObject({
      account_active: true,
      billing_provider: 'stripe',
      plan: { name: 'Professional' },
      subscription: { id: subscriptionId, status: 'active', card_last_four: '4242', card_expiry_year: 2030 },
    });
    expect(state.invoices).toEqual([expect.objectContaining({ type: 'provider', status: 'paid' })]);
    const insights = await t.db
      .select({ value: accountSettings.value })
      .from(accountSettings)
      .where(eq(accountSettings.accountId, owner.account_id));
    expect(insights.length).toBeGreaterThan(0);
  });

  it('ignores a replayed event and refuses a forged or unsigned one', async () => {
    const eventsBefore = (await t.db.select().from(billingEvents)).length;
    const first = stripe.sent[0];
    if (!first) throw new Error('no event was sent');
    expect((await postEvent(first.payload, first.signature)).statusCode).toBe(200);
    expect((await t.db.select().from(billingEvents)).length).toBe(eventsBefore);

    // A forged "subscription unpaid" event: signed with another secret, or not at all. Nothing changes.
    const forged = first.payload.replace('checkout.session.completed', 'customer.subscription.deleted');
    const refused = await postEvent(forged, stripe.sign(forged, 'whsec_not_the_secret'));
    expect(refused.statusCode).toBe(400);
    expect((await postEvent(forged)).statusCode).toBe(400);
    expect(await statusOf(owner.account_id)).toBe('active');
  });

  it('a failed renewal e-mails the admins; when Stripe gives up the account answers 402; paying brings it back', async () => {
    await stripe.failRenewal(subscriptionId);
    const mail = await smtp.waitFor('owner@juniper.example');
    expect(decodeBody(mail.raw)).toContain('Your card was declined');
    expect((await client(t, owner).get('/api/locations')).statusCode).toBe(200);

    await stripe.exhaustRetries(subscriptionId);
    await t.sessionChangesHeard();
    expect((await client(t, owner).get('/api/locations')).statusCode).toBe(402);
    expect((await client(t, owner).get(`/api/billing/${owner.account_id}`)).statusCode).toBe(200);

    await stripe.payOpenInvoice(subscriptionId, GOOD_CARD);
    await t.sessionChangesHeard();
    expect((await client(t, owner).get('/api/locations')).statusCode).toBe(200);
    const state = (await client(t, owner).get(`/api/billing/${owner.account_id}`)).json();
    expect(state.invoices.map((invoice: { status: string }) => invoice.status)).toEqual(['paid', 'paid']);
  });

  it('prices an added location from the plan', async () => {
    const preview = (await client(t, owner).get(`/api/billing/${owner.account_id}/location_preview`)).json();
    expect(preview).toMatchObject({ new_location_monthly_unit_cents: 7900, trial_location_limit: null });
  });

  it("bills each added or deleted location on the subscription's quantity", async () => {
    const quantityAtStripe = () => stripe.subscriptions.get(subscriptionId)?.items.data[0]?.quantity;
    const billed = async () =>
      (await client(t, owner).get(`/api/billing/${owner.account_id}`)).json().subscription.quantity as number;
    const before = await billed();
    expect(quantityAtStripe()).toBe(before);
    const added = await client(t, owner).post('/api/locations', NEW_LOCATION);
    expect(added.statusCode).toBe(201);
    expect(quantityAtStripe()).toBe(before + 1);
    expect(await billed()).toBe(before + 1);
    expect((await client(t, owner).delete(`/api/locations/${added.json().id}`)).statusCode).toBe(200);
    expect(quantityAtStripe()).toBe(before);
    expect(await billed()).toBe(before);
  });

  it('buys SMS credits with the card on file; a declined card or a bad quantity buys nothing', async () => {
    const base = `/api/billing/${owner.account_id}`;
    expect((await client(t, owner).get(`${base}/sms_preview?quantity=200`)).json()).toEqual({
      quantity: 200,
      unit_cents: 3,
      total_cents: 600,
    });
    for (const quantity of [-5, 0, 2.5, 1_000_000]) {
      expect((await client(t, owner).post(`${base}/sms_purchase`, { quantity })).statusCode).toBe(400);
    }
    const bought = await client(t, owner).post(`${base}/sms_purchase`, { quantity: 200 });
    expect(bought.json()).toEqual({ sms_credit_balance: 200 });
    expect(stripe.paymentIntents.map((intent) => intent.amount)).toEqual([600]);

    stripe.declineCard(subscriptionId);
    const declined = await client(t, owner).post(`${base}/sms_purchase`, { quantity: 300 });
    expect(declined.statusCode).toBe(422);
    expect(declined.json().message).toBe('Your card was declined.');
    expect((await client(t, owner).get(base)).json().sms_credit_balance).toBe(200);
  });
});
