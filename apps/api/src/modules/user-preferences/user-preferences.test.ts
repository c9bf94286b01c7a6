import { describe, expect, it } from 'vitest';
import { locationIdByName, setAccountSetting } from '../../../test/fixtures';
import { client, login, type Session, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { admin, manager, readOnly, user, harbor },
} = useTestApp({
  logins: {
    admin: 'admin@northwind.example',
    manager: 'manager@northwind.example',
    readOnly: 'readonly@northwind.example',
    user: 'user@northwind.example',
    harbor: 'owner@harbor.example',
  },
});

type Listed = { _embedded: { user_preferences: { id: number; name: string }[] }; _total: number };
const names = (body: Listed) => body._embedded.user_preferences.map((item) => item.name);
const sixMonths = { dateDescriptor: 'sixMonths' };

async function save(session: Session, name: string, config: Record<string, unknown> = sixMonths) {
  const response = await client(t, session).post('/api/user_preferences', {
    account_id: session.account_id,
    user_id: session.user_id,
    preference_type: 'saved_filters',
    name,
    config,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; name: string; config: Record<string, unknown> };
}

describe('GET and POST /user_preferences', () => {
  it('saves a filter and lists it in the HAL list shape', async () => {
    const groupId = (await client(t, readOnly).get('/api/groups?keywords=portland')).json()._embedded.groups[0].id;
    const created = await save(readOnly, 'Portland last 6 months', { ...sixMonths, groupId, sentiment: 'negative' });
    expect(created).toMatchObject({
      account_id: readOnly.account_id,
      user_id: readOnly.user_id,
      preference_type: 'saved_filters',
      name: 'Portland last 6 months',
      config: { dateDescriptor: 'sixMonths', groupId, sentiment: 'negative' },
      _links: { self: { href: `/api/user_preferences/${created.id}` } },
    });
    const list = await client(t, readOnly).get(
      `/api/user_preferences?account_id=${readOnly.account_id}&user_id=${readOnly.user_id}&preference_type=saved_filters`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ _total: 1, _page: 1, _total_pages: 1 });
    expect(names(list.json())).toEqual(['Portland last 6 months']);
  });

  it('sorts by name ignoring case and pages 25 at a time', async () => {
    for (let index = 1; index <= 26; index += 1) await save(manager, `View ${String(index).padStart(2, '0')}`);
    await save(manager, 'alpha');
    const first = (await client(t, manager).get('/api/user_preferences?preference_type=saved_filters')).json();
    expect(first).toMatchObject({ _total: 27, _total_pages: 2, _page: 1 });
    expect(first._embedded.user_preferences).toHaveLength(25);
    expect(names(first).slice(0, 3)).toEqual(['alpha', 'View 01', 'View 02']);
    const second = (await client(t, manager).get('/api/user_preferences?page=2')).json();
    expect(names(second)).toEqual(['View 25', 'View 26']);
  });

  it('finds one by exact name, ignoring case', async () => {
    const found = (await client(t, manager).get('/api/user_preferences?name=view%2007')).json();
    expect(names(found)).toEqual(['View 07']);
    expect((await client(t, manager).get('/api/user_preferences?name=View')).json()._total).toBe(0);
  });

  it('keeps dates only for a custom range and refuses a custom range without them', async () => {
    const preset = await save(admin, 'Preset', { dateDescriptor: 'ytd', from: '2026-01-01', to: '2026-01-02' });
    expect(preset.config).toEqual({ dateDescriptor: 'ytd' });
    const custom = await save(admin, 'Custom', { dateDescriptor: 'custom', from: '2026-01-01', to: '2026-01-31' });
    expect(custom.config).toEqual({ dateDescriptor: 'custom', from: '2026-01-01', to: '2026-01-31' });
    const missing = await client(t, admin).post('/api/user_preferences', {
      name: 'Broken',
      config: { dateDescriptor: 'custom' },
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('saved filter name rules', () => {
  it("requires a name: 'Enter a name'", async () => {
    const response = await client(t, admin).post('/api/user_preferences', { name: '   ', config: sixMonths });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.name).toEqual(['Enter a name']);
  });

  it('allows at most 60 characters', async () => {
    expect(
      (await client(t, admin).post('/api/user_preferences', { name: 'x'.repeat(61), config: sixMonths })).statusCode,
    ).toBe(400);
    await save(admin, 'y'.repeat(60));
  });

  it("refuses a name the user already has and 'No saved filter'", async () => {
    await save(admin, 'Eastside');
    for (const name of ['eastside ', 'No saved filter']) {
      const response = await client(t, admin).post('/api/user_preferences', { name, config: sixMonths });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('A saved filter with that name already exists');
    }
  });

  it('lets another user use the same name', async () => {
    await save(user, 'Eastside');
  });

  it('refuses a rename onto another saved filter of the user', async () => {
    const other = await save(admin, 'Westside');
    const response = await client(t, admin).patch(`/api/user_preferences/${other.id}`, { name: 'EASTSIDE' });
    expect(response.statusCode).toBe(409);
    expect(response.json().fields.name).toEqual(['A saved filter with that name already exists']);
    const renamed = await client(t, admin).patch(`/api/user_preferences/${other.id}`, { name: 'West side' });
    expect(renamed.json().name).toBe('West side');
  });
});

describe('PATCH and DELETE /user_preferences/{id}', () => {
  it('replaces the config (also as POST with the method-override header)', async () => {
    const saved = await save(user, 'Stars');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/user_preferences/${saved.id}`,
      headers: { authorization: user.authorization, 'x-http-method-override': 'PATCH' },
      payload: { config: { dateDescriptor: 'thirtyDays', rating: 0 } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().config).toEqual({ dateDescriptor: 'thirtyDays', rating: 0 });
  });

  it('prunes groups, locations, sources and categories that no longer exist when applied', async () => {
    const ballard = await locationIdByName(t, 'Northwind Dental - Ballard');
    const group = (
      await client(t, manager).post('/api/groups', { name: 'Short-lived', location_ids: [ballard] })
    ).json();
    const saved = await save(user, 'To prune', {
      dateDescriptor: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      groupId: group.id,
      locationId: ballard,
      sourceId: 1,
      rating: 5,
      category: 'staff',
    });
    const kept = await client(t, user).patch(`/api/user_preferences/${saved.id}`, { prune: true });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().config).toEqual(saved.config);

    expect((await client(t, manager).delete(`/api/groups/${group.id}`)).statusCode).toBe(200);
    await client(t, user).patch(`/api/user_preferences/${saved.id}`, {
      config: { ...saved.config, locationId: 999_999, sourceId: 999_999, category: 'parking' },
    });
    const pruned = await client(t, user).patch(`/api/user_preferences/${saved.id}`, { prune: true });
    expect(pruned.json().config).toEqual({ dateDescriptor: 'custom', from: '2026-01-01', to: '2026-01-31', rating: 5 });
    const listed = (await client(t, user).get('/api/user_preferences?name=to%20prune')).json();
    expect(listed._embedded.user_preferences[0].config).toEqual(pruned.json().config);
  });

  it('deletes one', async () => {
    const saved = await save(user, 'Short');
    const removed = await client(t, user).delete(`/api/user_preferences/${saved.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().name).toBe('Short');
    expect((await client(t, user).get(`/api/user_preferences/${saved.id}`)).statusCode).toBe(404);
    expect((await client(t, user).delete(`/api/user_preferences/${saved.id}`)).statusCode).toBe(404);
  });
});

describe('whose saved filters', () => {
  it("a user never sees or changes another user's saved filters", async () => {
    const mine = await save(readOnly, 'Only mine');
    const others = (await client(t, user).get('/api/user_preferences?per_page=100')).json();
    expect(names(others)).not.toContain('Only mine');
    expect((await client(t, user).get(`/api/user_preferences?user_id=${readOnly.user_id}`)).json()._total).toBe(0);
    expect((await client(t, admin).get(`/api/user_preferences/${mine.id}`)).statusCode).toBe(404);
    expect((await client(t, admin).patch(`/api/user_preferences/${mine.id}`, { name: 'Taken over' })).statusCode).toBe(
      404,
    );
    expect((await client(t, admin).delete(`/api/user_preferences/${mine.id}`)).statusCode).toBe(404);
    const forOther = await client(t, admin).post('/api/user_preferences', {
      user_id: readOnly.user_id,
      name: 'For you',
      config: sixMonths,
    });
    expect(forOther.statusCode).toBe(403);
  });

  it('another account gets 404', async () => {
    const mine = await save(readOnly, 'Tenant check');
    expect((await client(t, harbor).get(`/api/user_preferences/${mine.id}`)).statusCode).toBe(404);
    expect((await client(t, harbor).patch(`/api/user_preferences/${mine.id}`, { prune: true })).statusCode).toBe(404);
    expect((await client(t, harbor).delete(`/api/user_preferences/${mine.id}`)).statusCode).toBe(404);
    const list = await client(t, harbor).get(
      `/api/user_preferences?account_id=${readOnly.account_id}&user_id=${readOnly.user_id}`,
    );
    expect(list.statusCode).toBe(404);
    expect(list.json().message).toBe('Account not found');
    const post = await client(t, harbor).post('/api/user_preferences', {
      account_id: readOnly.account_id,
      name: 'Sneaky',
      config: sixMonths,
    });
    expect(post.statusCode).toBe(404);
    expect((await client(t, readOnly).get(`/api/user_preferences/${mine.id}`)).json().name).toBe('Tenant check');
  });
});

describe('permissions', () => {
  it('needs a session', async () => {
    expect((await client(t).get('/api/user_preferences')).statusCode).toBe(401);
  });

  it('is refused to user types without saved filters (Email Only)', async () => {
    const emailOnly = await login(t, 'emailonly@northwind.example');
    expect((await client(t, emailOnly).get('/api/user_preferences')).statusCode).toBe(403);
    expect(
      (await client(t, emailOnly).post('/api/user_preferences', { name: 'Nope', config: sixMonths })).statusCode,
    ).toBe(403);
  });

  it('is refused while the saved_filters account setting is off', async () => {
    await setAccountSetting(t, admin.account_id, 'saved_filters', 'false');
    try {
      const response = await client(t, admin).get('/api/user_preferences');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'feature_disabled',
        message: 'This feature is not enabled for this account',
      });
    } finally {
      await setAccountSetting(t, admin.account_id, 'saved_filters', 'true');
    }
    expect((await client(t, admin).get('/api/user_preferences')).statusCode).toBe(200);
  });
});
