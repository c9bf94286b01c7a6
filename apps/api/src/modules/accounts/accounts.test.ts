import { accountSchema, DEFAULT_ACCOUNT_SETTINGS } from '@repute/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, login, useTestApp } from '../../../test/test-app';
import { accountExperiments, accounts, whitelabels } from '../../platform/db/schema';
import { DEFAULT_THEME } from './accounts.service';

const { t } = useTestApp();

async function accountIdOf(name: string): Promise<number> {
  const [row] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name));
  if (!row) throw new Error(`no account ${name}`);
  return row.id;
}

const SUMMIT_COLORS = {
  navigation_background_color: '#12355b',
  main_text_color: '#d6e4f0',
  active_text_color: '#f4b942',
  background_hover_color: '#1d4e80',
  hover_text_color: '#ffffff',
  support_email: 'support@summit.example',
};

describe('GET /accounts/{id}', () => {
  it('answers the own account with the fields of spec 000 §3 and a self link', async () => {
    const admin = await login(t, 'admin@northwind.example');
    const response = await client(t, admin).get(`/api/accounts/${admin.account_id}`);
    expect(response.statusCode).toBe(200);
    const account = response.json();
    expect(Object.keys(account).sort()).toEqual([...Object.keys(accountSchema.shape), '_links'].sort());
    expect(account).toMatchObject({
      id: admin.account_id,
      name: 'Northwind Dental',
      status: 'active',
      total_locations: 12,
      daysLeftInTrial: -1,
      trial_started_at: null,
      trial_ended_at: null,
      parent_id: null,
      is_parent: false,
      is_whitelabel: false,
      segment: 'mid_market',
      billing_provider: 'zuora',
      account_vertical_name: 'healthcare',
      customer_success_manager_name: 'Jordan Ellis',
    });
    expect(account._links.self.href).toBe(`/api/accounts/${admin.account_id}`);
  });

  it("counts the days left in a trial account's trial", async () => {
    const owner = await login(t, 'owner@bluebird.example');
    const account = (await client(t, owner).get(`/api/accounts/${owner.account_id}`)).json();
    expect(account.status).toBe('trial');
    expect(account.daysLeftInTrial).toBeGreaterThanOrEqual(9);
    expect(account.daysLeftInTrial).toBeLessThanOrEqual(10);
    expect(account).toMatchObject({
      total_locations: 3,
      is_whitelabel: true,
      parent_id: await accountIdOf('Summit Agency'),
    });
    expect(new Date(account.trial_ended_at).getTime()).toBeGreaterThan(Date.now());
  });

  it("answers 404 for another account's id", async () => {
    const admin = await login(t, 'admin@northwind.example');
    const response = await client(t, admin).get(`/api/accounts/${await accountIdOf('Harbor Fitness')}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', error: 'Not Found' });
  });

  it('needs credentials', async () => {
    expect((await client(t).get(`/api/accounts/${await accountIdOf('Northwind Dental')}`)).statusCode).toBe(401);
  });
});

describe('partner accounts', () => {
  it('list their child accounts and read each of them', async () => {
    const partner = await login(t, 'partner@summit.example');
    const response = await client(t, partner).get(`/api/accounts?parent_id=${partner.account_id}`);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list._embedded.accounts.map((account: { name: string }) => account.name)).toEqual([
      'Bluebird Bistro',
      'Harbor Fitness',
    ]);
    expect(list).toMatchObject({ _total: 2, _total_pages: 1, _page: 1 });
    expect(
      list._embedded.accounts.every((account: { parent_id: number }) => account.parent_id === partner.account_id),
    ).toBe(true);

    const harborId = await accountIdOf('Harbor Fitness');
    const child = await client(t, partner).get(`/api/accounts/${harborId}?parent_id=${partner.account_id}`);
    expect(child.statusCode).toBe(200);
    expect(child.json()).toMatchObject({
      id: harborId,
      name: 'Harbor Fitness',
      total_locations: 5,
      daysLeftInTrial: -1,
    });
  });

  it("answer 404 to anyone asking for another account's children, a child for its parent's too", async () => {
    const admin = await login(t, 'admin@northwind.example');
    const summitId = await accountIdOf('Summit Agency');
    const response = await client(t, admin).get(`/api/accounts?parent_id=${summitId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', message: 'Account not found' });
    const own = await client(t, admin).get(`/api/accounts?parent_id=${admin.account_id}`);
    expect(own.json()).toMatchObject({ _embedded: { accounts: [] }, _total: 0 });

    const child = await login(t, 'owner@harbor.example');
    expect((await client(t, child).get(`/api/accounts?parent_id=${summitId}`)).statusCode).toBe(404);
    expect((await client(t, child).get(`/api/accounts/${summitId}`)).statusCode).toBe(404);

    const partner = await login(t, 'partner@summit.example');
    const harborId = await accountIdOf('Harbor Fitness');
    expect((await client(t, partner).get(`/api/accounts?parent_id=${harborId}`)).statusCode).toBe(404);
  });
});

describe('account settings and experiments', () => {
  it('answers every setting as code/value strings in one page of 250', async () => {
    const user = await login(t, 'user@northwind.example');
    const response = await client(t, user).get('/api/account_settings?per_page=250');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    const settings: { code: string; value: string }[] = list._embedded.account_settings;
    expect(settings).toHaveLength(Object.keys(DEFAULT_ACCOUNT_SETTINGS).length);
    expect(list._total).toBe(settings.length);
    expect(settings.every((setting) => typeof setting.code === 'string' && typeof setting.value === 'string')).toBe(
      true,
    );
    expect(settings).toContainEqual({ code: 'insights', value: 'true' });
    expect(settings).toContainEqual({ code: 'trial_export', value: 'false' });
    expect(list._links.self.href).toContain('per_page=250');
  });

  it("refuses another account's settings", async () => {
    const user = await login(t, 'user@northwind.example');
    const response = await client(t, user).get(
      `/api/account_settings?account_id=${await accountIdOf('Harbor Fitness')}`,
    );
    expect(response.statusCode).toBe(404);
  });

  it("answers the account's experiments as code/value pairs", async () => {
    const user = await login(t, 'user@northwind.example');
    const empty = await client(t, user).get('/api/account_experiments');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ _embedded: { account_experiments: [] }, _total: 0, _page: 1 });

    await t.db.insert(accountExperiments).values([
      { accountId: user.account_id, code: 'new_inbox', value: 'variant_b' },
      { accountId: await accountIdOf('Harbor Fitness'), code: 'other_account', value: 'true' },
    ]);
    const list = (await client(t, user).get('/api/account_experiments')).json();
    expect(list._embedded.account_experiments).toEqual([{ code: 'new_inbox', value: 'variant_b' }]);
    expect(list._total).toBe(1);
  });
});

describe('white-label settings', () => {
  it('gives an account without white-label settings the default theme', async () => {
    const admin = await login(t, 'admin@northwind.example');
    const response = await client(t, admin).get('/api/mywhitelabel');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_THEME);
    expect(response.json().logo_left).toBeNull();
  });

  it("gives the partner and its child accounts the partner's colors", async () => {
    for (const email of ['partner@summit.example', 'owner@bluebird.example']) {
      const session = await login(t, email);
      const theme = (await client(t, session).get('/api/mywhitelabel')).json();
      expect(theme).toMatchObject(SUMMIT_COLORS);
      expect(theme.logo_left).toMatch(/^data:image\/svg\+xml/);
    }
  });

  it('finds white-label settings by custom domain without credentials', async () => {
    const summitId = await accountIdOf('Summit Agency');
    await t.db
      .update(whitelabels)
      .set({ customDomain: 'reviews.summit.example' })
      .where(eq(whitelabels.accountId, summitId));
    const response = await client(t).get('/api/whitelabels?custom_domain=Reviews.Summit.example');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list._total).toBe(1);
    expect(list._embedded.whitelabels[0]).toMatchObject({ ...SUMMIT_COLORS, custom_domain: 'reviews.summit.example' });

    const none = (await client(t).get('/api/whitelabels?custom_domain=unknown.example')).json();
    expect(none).toMatchObject({ _embedded: { whitelabels: [] }, _total: 0 });
    expect((await client(t).get('/api/whitelabels')).statusCode).toBe(400);
  });
});

describe('an inactive account', () => {
  it('answers 402 for everyday calls but still lets the user read the login state and the account', async () => {
    const admin = await login(t, 'admin@northwind.example');
    await t.db.update(accounts).set({ status: 'inactive' }).where(eq(accounts.id, admin.account_id));
    // The server caches sessions and forgets them when PostgreSQL's notice of the change arrives.
    await t.sessionChangesHeard();
    try {
      const users = await client(t, admin).get('/api/users');
      expect(users.statusCode).toBe(402);
      expect(users.json()).toMatchObject({ code: 'account_inactive', error: 'Payment Required' });

      const auth = await client(t, admin).get('/api/auth');
      expect(auth.statusCode).toBe(200);
      expect(auth.json()).toMatchObject({ account_active: false, status: 'inactive' });

      const account = await client(t, admin).get(`/api/accounts/${admin.account_id}`);
      expect(account.statusCode).toBe(200);
      expect(account.json().status).toBe('inactive');
    } finally {
      await t.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, admin.account_id));
      await t.sessionChangesHeard();
    }
    expect((await client(t, admin).get('/api/users')).statusCode).toBe(200);
  });
});
