import { integrationSchema } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import { client, login, type Session, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { admin },
} = useTestApp({ logins: { admin: 'admin@northwind.example' } });

const list = async (session: Session, query = '') => client(t, session).get(`/api/integrations${query}`);

describe('GET /integrations', () => {
  it("lists the spec's catalogue with the account's state of each", async () => {
    const response = await list(admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body._total).toBe(13);
    const integrations = body._embedded.integrations;
    expect(integrations.map((row: { name: string }) => row.name)).toEqual([
      'Google',
      'Facebook',
      'Trustpilot',
      'Bing Maps',
      'A Place for Mom',
      'CareDash',
      'Caring',
      'Healthgrades',
      'G2',
      'Wellness',
      'Zapier',
      'Hootsuite',
      'Tableau',
    ]);
    for (const row of integrations) expect(integrationSchema.strict().safeParse(row).success).toBe(true);
    const [google, facebook, trustpilot] = integrations;
    // The demo account's seeded tokens: Google does not expire, Facebook in five days.
    expect(google).toMatchObject({
      code: 'google',
      kind: 'oauth',
      integration_type: 'oauth',
      integration_resource_type: 'linked_integration',
      integrated: true,
      oauth_token_id: expect.any(Number),
      linked_integration_account_owner_id: admin.user_id,
      expires_at: null,
      // No client id in tests: Connect is not offered, and the page says what to set.
      available: false,
      missing_settings: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    });
    expect(facebook).toMatchObject({ integrated: true, daysUntilExpires: 5, expires_at: expect.any(String) });
    expect(trustpilot).toMatchObject({
      integrated: false,
      available: false,
      missing_settings: ['TRUSTPILOT_API_KEY', 'TRUSTPILOT_API_SECRET'],
    });
    expect(integrations[3]).toMatchObject({
      code: 'bing_maps',
      integration_type: 'global_token',
      global_token_integration_status: null,
      requested: false,
      integrated: false,
      available: true,
    });
    expect(integrations[10]).toMatchObject({
      code: 'zapier',
      hidden: true,
      launch_url: expect.stringMatching(/^https:/),
    });
  });

  it('filters by id, hidden and status, and sorts by name', async () => {
    expect((await list(admin, '?id=2')).json()._embedded.integrations.map((row: { code: string }) => row.code)).toEqual(
      ['facebook'],
    );
    const visible = (await list(admin, '?hidden=false')).json();
    expect(visible._total).toBe(12);
    expect(visible._embedded.integrations.some((row: { code: string }) => row.code === 'zapier')).toBe(false);
    const active = (await list(admin, '?integration_status=active')).json()._embedded.integrations;
    expect(active.map((row: { code: string }) => row.code)).toEqual(['google', 'facebook']);
    const sorted = (await list(admin, '?sort=name&per_page=3')).json();
    expect(sorted._embedded.integrations.map((row: { name: string }) => row.name)).toEqual([
      'A Place for Mom',
      'Bing Maps',
      'CareDash',
    ]);
    expect(sorted._total_pages).toBe(5);
    expect((await list(admin, '?sort=sideways')).statusCode).toBe(400);
  });

  it('answers admins only: others are refused, even a manager with the integration permission', async () => {
    for (const email of ['manager@northwind.example', 'user@northwind.example', 'readonly@northwind.example']) {
      const session = await login(t, email);
      expect((await list(session)).statusCode).toBe(403);
      expect((await client(t, session).get('/api/integrations/1')).statusCode).toBe(403);
    }
    expect((await client(t).get('/api/integrations')).statusCode).toBe(401);
  });

  it("keeps to the caller's account: another account's id is not found", async () => {
    expect((await list(admin, `?account_id=${admin.account_id + 1}`)).statusCode).toBe(404);
    expect((await list(admin, `?account_id=${admin.account_id}`)).statusCode).toBe(200);
    expect((await client(t, admin).get('/api/integrations/999')).statusCode).toBe(404);
  });
});

describe('POST /global_token_integrations (request access)', () => {
  it('records the request as access_requested and shows it requested; a second request conflicts', async () => {
    const response = await client(t, admin).post('/api/global_token_integrations', { integration_id: 106 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      code: 'g2',
      requested: true,
      integrated: false,
      global_token_integration_status: 'access_requested',
      global_token_integration_id: expect.any(Number),
      linked_integration_account_owner_id: admin.user_id,
      requested_at: expect.any(String),
      _links: { self: { href: '/api/integrations/106' } },
    });
    const requested = (await list(admin, '?integration_status=access_requested')).json()._embedded.integrations;
    expect(requested.map((row: { code: string }) => row.code)).toEqual(['g2']);
    const again = await client(t, admin).post('/api/global_token_integrations', { integration_id: 106 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Access to G2 has already been requested');
  });

  it('refuses integrations that are not requested, unknown ones, other accounts and non-admins', async () => {
    const post = (session: Session, body: Record<string, unknown>) =>
      client(t, session).post('/api/global_token_integrations', body);
    expect((await post(admin, { integration_id: 1 })).statusCode).toBe(400);
    expect((await post(admin, { integration_id: 202 })).statusCode).toBe(400);
    expect((await post(admin, { integration_id: 999 })).statusCode).toBe(404);
    expect((await post(admin, { integration_id: 101, account_id: admin.account_id + 1 })).statusCode).toBe(404);
    const manager = await login(t, 'manager@northwind.example');
    expect((await post(manager, { integration_id: 101 })).statusCode).toBe(403);

    // Another account's admin sees its own state: nothing requested there.
    const other = await login(t, 'owner@bluebird.example');
    const theirs = await list(other, '?integration_status=access_requested');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()._total).toBe(0);
  });
});

describe('DELETE /oauth_tokens/{id} (disconnect)', () => {
  it("removes the account's token, for admins only, and not another account's", async () => {
    const facebook = (await list(admin, '?id=2')).json()._embedded.integrations[0];
    const manager = await login(t, 'manager@northwind.example');
    expect((await client(t, manager).delete(`/api/oauth_tokens/${facebook.oauth_token_id}`)).statusCode).toBe(403);
    const other = await login(t, 'owner@bluebird.example');
    expect((await client(t, other).delete(`/api/oauth_tokens/${facebook.oauth_token_id}`)).statusCode).toBe(404);

    const response = await client(t, admin).delete(`/api/oauth_tokens/${facebook.oauth_token_id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ integration_code: 'facebook', id: facebook.oauth_token_id });
    const after = (await list(admin, '?id=2')).json()._embedded.integrations[0];
    expect(after).toMatchObject({ integrated: false, oauth_token_id: null, expires_at: null });
    expect((await client(t, admin).delete(`/api/oauth_tokens/${facebook.oauth_token_id}`)).statusCode).toBe(404);
  });
});
