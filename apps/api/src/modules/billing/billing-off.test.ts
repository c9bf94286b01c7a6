import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';
import { zoneWhereItIs } from '../../../test/time-zones';
import { accountBilling, accounts } from '../../platform/db/schema';

/** BILLING=off: a company running Repute for itself (decision 0134). */
const {
  t,
  sessions: { owner, admin },
} = useTestApp({
  app: { billing: { mode: 'off' } },
  logins: { owner: 'owner@juniper.example', admin: 'admin@northwind.example' },
});

describe('BILLING=off', () => {
  it('keeps every account active, whatever its status or trial', async () => {
    await t.db
      .update(accounts)
      .set({ trialEndedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(accounts.id, owner.account_id));
    await t.db.update(accounts).set({ status: 'inactive' }).where(eq(accounts.id, admin.account_id));
    await t.sessionChangesHeard();
    expect((await client(t, owner).get('/api/locations')).statusCode).toBe(200);
    expect((await client(t, admin).get('/api/locations')).statusCode).toBe(200);
  });

  it('shows no price anywhere and no trial limit', async () => {
    const display = await client(t, owner).get(`/api/billing/${owner.account_id}/display_settings`);
    expect(display.json()).toEqual({ billing_mode: 'off', show_prices: false });
    const preview = (
      await client(t, owner).get(`/api/billing/${owner.account_id}/location_preview?num_added_locations=20`)
    ).json();
    expect(preview).toMatchObject({
      new_location_monthly_unit_cents: 0,
      total_monthly_cents: 0,
      trial_location_limit: null,
      trial_location_limit_reached: false,
    });
    const state = (await client(t, admin).get(`/api/billing/${admin.account_id}`)).json();
    expect(state).toMatchObject({ billing_mode: 'off', plan: null, subscription: null, invoices: [] });
    expect((await client(t, owner).get('/api/billing/plans')).json()).toEqual({ plans: [] });
  });

  it("lets a trial add locations past its plan's limit", async () => {
    const body = {
      public_name: 'Juniper Coffee',
      address: '1102 A St',
      city: 'Portland',
      state_id: 14,
      zipcode: '97227',
      country_id: 236,
      phone: '(503) 555-0177',
      website: 'junipercoffee.example/more',
      is_headquarters: false,
    };
    // Juniper has two locations; its trial would stop at five.
    for (const name of ['Pearl', 'Alberta', 'Hawthorne', 'Division']) {
      const created = await client(t, owner).post('/api/locations', { ...body, name: `Juniper Coffee - ${name}` });
      expect(created.statusCode).toBe(201);
    }
  });

  it('refuses a checkout or a pricing preview with a clear message', async () => {
    const checkout = await client(t, owner).post(`/api/billing/${owner.account_id}/checkout`, { plan_id: 1 });
    expect(checkout.statusCode).toBe(422);
    expect(checkout.json().message).toBe('Billing is managed by the operator: there is nothing to pay here.');
    const preview = await client(t, owner).get(`/api/billing/${owner.account_id}/pricing_preview?plan_id=1`);
    expect(preview.statusCode).toBe(422);
  });

  it('sends texts without counting SMS credits', async () => {
    await t.modules.reviewRequests.work(t.boss);
    await t.db.update(accountBilling).set({ smsCredits: 0 }).where(eq(accountBilling.accountId, admin.account_id));
    const api = client(t, admin);
    const [location] = (await api.get('/api/locations')).json()._embedded.locations;
    const { id } = (
      await api.post('/api/campaigns', { location_id: location.id, request_type_id: 'sms', content: 'Thanks!' })
    ).json();
    const recipient = { name: 'Sam', phone: '5550208001', sms_consent: true, time_zone: zoneWhereItIs(13) };
    await api.post(`/api/campaigns/${id}/recipients`, { recipients: [recipient] });
    expect((await api.post(`/api/campaigns/${id}/send`, {})).statusCode).toBe(200);
    const sentAt = async () =>
      (await api.get(`/api/campaigns/${id}/recipients`)).json()._embedded.recipients[0].sent_at as string | null;
    await expect.poll(sentAt).not.toBeNull();
    const [billing] = await t.db.select().from(accountBilling).where(eq(accountBilling.accountId, admin.account_id));
    expect(billing?.smsCredits).toBe(0);
  });
});
