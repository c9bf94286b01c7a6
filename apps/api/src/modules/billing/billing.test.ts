import { describe, expect, it } from 'vitest';
import { client, login, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { admin, manager },
} = useTestApp({ logins: { admin: 'admin@northwind.example', manager: 'manager@northwind.example' } });

describe('GET /billing/{accountId}/location_preview', () => {
  it('prices the added locations; accounts out of trial have no trial limit', async () => {
    const response = await client(t, admin).get(
      `/api/billing/${admin.account_id}/location_preview?num_added_locations=3`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      // Northwind pays for the demo's Professional plan: $79.00 a location.
      new_location_monthly_unit_cents: 7900,
      num_added_locations: 3,
      total_monthly_cents: 23_700,
      trial_location_limit_reached: false,
      trial_location_limit: null,
    });
    expect((await client(t, manager).get(`/api/billing/${admin.account_id}/location_preview`)).statusCode).toBe(200);
  });

  it('answers the state of a paying legacy (Zuora) account, in cents', async () => {
    const state = (await client(t, admin).get(`/api/billing/${admin.account_id}`)).json();
    expect(state).toMatchObject({
      billing_mode: 'sandbox',
      billing_provider: 'zuora',
      account_active: true,
      plan: { name: 'Professional' },
      subscription: { payment_collection_method: 'charge_automatically', card_last_four: '4242' },
      sms_credit_balance: 500,
    });
    expect(state.invoices).toHaveLength(3);
    expect(state.invoices[0]).toMatchObject({
      type: 'legacy',
      total_cents: state.subscription.current_billing_amount_cents,
    });
  });

  it('the sandbox pays a trial at once: the plan, its invoice and its settings', async () => {
    const juniper = await login(t, 'owner@juniper.example');
    const { plans } = (await client(t, juniper).get('/api/billing/plans')).json();
    const enterprise = plans.find((plan: { name: string }) => plan.name === 'Enterprise');
    const preview = (
      await client(t, juniper).get(
        `/api/billing/${juniper.account_id}/pricing_preview?plan_id=${enterprise.id}&interval_unit=year`,
      )
    ).json();
    expect(preview).toMatchObject({
      interval_unit: 'year',
      total_cents: 129_000 * preview.quantity,
      setup_amount: 19_900,
    });
    const checkout = await client(t, juniper).post(`/api/billing/${juniper.account_id}/checkout`, {
      plan_id: enterprise.id,
      interval_unit: 'year',
    });
    expect(checkout.json()).toEqual({ checkout_url: null, account_active: true });
    const state = (await client(t, juniper).get(`/api/billing/${juniper.account_id}`)).json();
    expect(state).toMatchObject({
      account_status: 'active',
      billing_provider: 'sandbox',
      plan: { name: 'Enterprise' },
      subscription: { interval_unit: 'year', current_billing_amount_cents: 129_000 * preview.quantity },
      invoices: [{ type: 'provider', status: 'paid', total_cents: 129_000 * preview.quantity + 19_900 }],
    });
    // Managers read billing but may not pay.
    const manager = await login(t, 'manager@northwind.example');
    const refused = await client(t, manager).post(`/api/billing/${manager.account_id}/checkout`, {
      plan_id: enterprise.id,
    });
    expect(refused.statusCode).toBe(403);
  });

  it("the sandbox bills each added or deleted location on the subscription's quantity", async () => {
    const juniper = await login(t, 'owner@juniper.example');
    const subscription = async () =>
      (await client(t, juniper).get(`/api/billing/${juniper.account_id}`)).json().subscription;
    const before = await subscription();
    const body = {
      name: 'Juniper Coffee - Alberta',
      public_name: 'Juniper Coffee',
      address: '1102 A St',
      city: 'Portland',
      state_id: 14,
      zipcode: '97227',
      country_id: 236,
      is_headquarters: false,
    };
    const added = await client(t, juniper).post('/api/locations', body);
    expect(added.statusCode).toBe(201);
    expect(await subscription()).toMatchObject({
      quantity: before.quantity + 1,
      current_billing_amount_cents: 129_000 * (before.quantity + 1),
    });
    expect((await client(t, juniper).delete(`/api/locations/${added.json().id}`)).statusCode).toBe(200);
    expect(await subscription()).toMatchObject({
      quantity: before.quantity,
      current_billing_amount_cents: before.current_billing_amount_cents,
    });
    // A legacy (Zuora) subscription is not the configured provider's: its quantity stays as it was imported.
    const northwind = (await client(t, admin).get(`/api/billing/${admin.account_id}`)).json().subscription;
    const more = await client(t, admin).post('/api/locations', { ...body, name: 'Northwind Dental - Tacoma' });
    expect(more.statusCode).toBe(201);
    expect((await client(t, admin).get(`/api/billing/${admin.account_id}`)).json().subscription).toEqual(northwind);
  });

  it('reports a trial at its limit', async () => {
    const bluebird = await login(t, 'owner@bluebird.example');
    const preview = (
      await client(t, bluebird).get(`/api/billing/${bluebird.account_id}/location_preview?num_added_locations=3`)
    ).json();
    expect(preview).toMatchObject({ trial_location_limit: 5, trial_location_limit_reached: true });
  });

  it('is refused without billing read (403) and for another account (404)', async () => {
    const readOnly = await login(t, 'readonly@northwind.example');
    expect((await client(t, readOnly).get(`/api/billing/${admin.account_id}/location_preview`)).statusCode).toBe(403);
    const harbor = await login(t, 'owner@harbor.example');
    expect((await client(t, harbor).get(`/api/billing/${admin.account_id}/location_preview`)).statusCode).toBe(404);
  });
});
