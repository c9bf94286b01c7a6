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
      new_location_monthly_unit_cents: 4900,
      num_added_locations: 3,
      total_monthly_cents: 14_700,
      trial_location_limit_reached: false,
      trial_location_limit: null,
    });
    expect((await client(t, manager).get(`/api/billing/${admin.account_id}/location_preview`)).statusCode).toBe(200);
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
