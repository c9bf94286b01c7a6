import { describe, expect, it } from 'vitest';
import { setAccountSetting } from '../../../test/fixtures';
import { client, type Session, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { admin, manager, user, readOnly, harbor },
} = useTestApp({
  logins: {
    admin: 'admin@northwind.example',
    manager: 'manager@northwind.example',
    user: 'user@northwind.example',
    readOnly: 'readonly@northwind.example',
    harbor: 'owner@harbor.example',
  },
});

type Exported = {
  id: number;
  account_id: number;
  display_name: string;
  email_subject: string;
  recipient_user_ids: number[];
  recipient_emails: string[];
  created_by_user_id: number;
  next_run_at: string;
  filters: Record<string, unknown>;
};
type Listed = { _embedded: { scheduled_exports: Exported[] }; _total: number; _total_pages: number };

const body = (session: Session, overrides: Record<string, unknown> = {}) => ({
  account_id: session.account_id,
  date_range_legend: 'seven_days',
  filters: { dateDescriptor: 'sevenDays', rating: 2, sentiment: 'negative' },
  recipient_user_ids: [session.user_id],
  email_frequency: 'weekly',
  email_subject: 'Weekly low ratings',
  email_body: 'The week in one-star and two-star reviews.',
  scheduled_time: '09:30',
  scheduled_day: 'monday',
  export_type: 'reviews',
  ...overrides,
});

async function schedule(session: Session, overrides: Record<string, unknown> = {}) {
  const response = await client(t, session).post('/api/scheduled_exports', body(session, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Exported;
}

const subjects = (list: Listed) => list._embedded.scheduled_exports.map((item) => item.email_subject);

describe('POST /scheduled_exports', () => {
  it('stores every field, names the type, fills in the recipients e-mails and the next run', async () => {
    const created = await schedule(user, { recipient_emails: ['manager@northwind.example'] });
    expect(created).toMatchObject({
      account_id: user.account_id,
      display_name: 'Reviews',
      date_range_legend: 'seven_days',
      email_frequency: 'weekly',
      email_subject: 'Weekly low ratings',
      email_body: 'The week in one-star and two-star reviews.',
      scheduled_time: '09:30',
      scheduled_day: 'monday',
      scheduled_day_of_month: 1,
      export_type: 'reviews',
      resource_id: null,
      last_sent_at: null,
      created_by_user_id: user.user_id,
      filters: { dateDescriptor: 'sevenDays', rating: 2, sentiment: 'negative' },
    });
    expect(created.recipient_emails.sort()).toEqual(['manager@northwind.example', 'user@northwind.example']);
    expect(created.recipient_user_ids).toContain(user.user_id);
    // A Monday after today, at 09:30 in the account's zone.
    const next = new Date(created.next_run_at);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(8 * 86_400_000);
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'long' }).format(next)).toBe(
      'Monday',
    );
  });

  it('uses the defaults: daily at 13:00', async () => {
    const { email_frequency, scheduled_day, ...rest } = body(user);
    void email_frequency;
    void scheduled_day;
    const response = await client(t, user).post('/api/scheduled_exports', { ...rest, scheduled_time: undefined });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      email_frequency: 'daily',
      scheduled_time: '13:00',
      scheduled_day: 'sunday',
    });
  });

  it('keeps only the filters the export type takes', async () => {
    const created = await schedule(user, { export_type: 'metric_locations' });
    expect(created.display_name).toBe('Location Performance');
    expect(created.filters).toEqual({ dateDescriptor: 'sevenDays' });
  });

  it('answers 400 for bad input', async () => {
    const cases: Record<string, unknown>[] = [
      { email_subject: '' },
      { email_subject: 'x'.repeat(101) },
      { recipient_user_ids: [], recipient_emails: [] },
      { recipient_emails: ['not-an-email'] },
      { email_frequency: 'hourly' },
      { scheduled_time: '25:00' },
      { scheduled_day_of_month: 32, email_frequency: 'monthly' },
      { scheduled_day_of_month: '1a', email_frequency: 'monthly' },
      { date_range_legend: 'all_time' },
      { export_type: 'invoices' },
    ];
    for (const overrides of cases) {
      const response = await client(t, user).post('/api/scheduled_exports', body(user, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
    }
  });

  it('takes account users only as recipients (400 otherwise)', async () => {
    const harborUser = await client(t, user).post(
      '/api/scheduled_exports',
      body(user, { recipient_user_ids: [harbor.user_id] }),
    );
    expect(harborUser.statusCode).toBe(400);
    const stranger = await client(t, user).post(
      '/api/scheduled_exports',
      body(user, { recipient_emails: ['owner@harbor.example'] }),
    );
    expect(stranger.statusCode).toBe(400);
  });

  it('answers 404 for another account and 403 without the permission or with the setting off', async () => {
    const other = await client(t, user).post('/api/scheduled_exports', body(user, { account_id: harbor.account_id }));
    expect(other.statusCode).toBe(404);
    const readOnlyCreate = await client(t, readOnly).post('/api/scheduled_exports', body(readOnly));
    expect(readOnlyCreate.statusCode).toBe(403);
    await setAccountSetting(t, harbor.account_id, 'scheduled_exports', 'false');
    const off = await client(t, harbor).post('/api/scheduled_exports', body(harbor));
    expect(off.statusCode).toBe(403);
    await setAccountSetting(t, harbor.account_id, 'scheduled_exports', 'true');
  });
});

describe('GET, PATCH and DELETE /scheduled_exports', () => {
  it('shows non-admins their own exports and admins all of the account, sorted by display_name', async () => {
    const managers = await schedule(manager, { email_subject: 'Manager groups', export_type: 'metric_groups' });
    const admins = await schedule(admin, { email_subject: 'Admin reviews' });
    const own = (
      await client(t, manager).get(`/api/scheduled_exports?account_id=${manager.account_id}`)
    ).json() as Listed;
    expect(subjects(own)).toEqual(['Manager groups']);
    const all = await client(t, admin).get(
      `/api/scheduled_exports?account_id=${admin.account_id}&sort[by]=display_name&sort[order]=asc&per_page=100`,
    );
    expect(all.statusCode).toBe(200);
    const listed = all.json() as Listed;
    expect(subjects(listed)).toContain('Manager groups');
    expect(subjects(listed)).toContain('Admin reviews');
    const names = listed._embedded.scheduled_exports.map((item) => item.display_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    // Filters of the list: type and creator.
    const byType = (await client(t, admin).get('/api/scheduled_exports?export_type=metric_groups')).json() as Listed;
    expect(subjects(byType)).toEqual(['Manager groups']);
    const byCreator = (
      await client(t, admin).get(`/api/scheduled_exports?created_by_user_id=${admin.user_id}`)
    ).json() as Listed;
    expect(subjects(byCreator)).toEqual(['Admin reviews']);
    // Another's export reads as missing to a non-admin; another account's as missing to everyone.
    expect((await client(t, manager).get(`/api/scheduled_exports/${admins.id}`)).statusCode).toBe(404);
    expect((await client(t, admin).get(`/api/scheduled_exports/${managers.id}`)).statusCode).toBe(200);
    expect((await client(t, harbor).get(`/api/scheduled_exports/${managers.id}`)).statusCode).toBe(404);
    const harborList = await client(t, harbor).get(`/api/scheduled_exports?account_id=${admin.account_id}`);
    expect(harborList.statusCode).toBe(404);
  });

  it('pages the list', async () => {
    for (const name of ['Page A', 'Page B', 'Page C']) await schedule(manager, { email_subject: name });
    const page = (await client(t, manager).get('/api/scheduled_exports?per_page=2&page=2')).json() as Listed;
    expect(page._embedded.scheduled_exports).toHaveLength(2);
    expect(page._total).toBeGreaterThanOrEqual(4);
    expect(page._total_pages).toBe(Math.ceil(page._total / 2));
  });

  it('patches its own export (with the id in the body) and moves the next run with the schedule', async () => {
    const created = await schedule(user, { email_subject: 'To rename' });
    const patched = await client(t, user).patch(`/api/scheduled_exports/${created.id}`, {
      id: created.id,
      email_subject: 'Renamed',
      email_frequency: 'monthly',
      scheduled_day_of_month: 15,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      email_subject: 'Renamed',
      email_frequency: 'monthly',
      scheduled_day_of_month: 15,
    });
    const next = new Date(patched.json().next_run_at);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', day: 'numeric' }).format(next)).toBe('15');
    // The method override the client uses.
    const overridden = await t.app.inject({
      method: 'POST',
      url: `/api/scheduled_exports/${created.id}`,
      headers: { authorization: user.authorization, 'x-http-method-override': 'PATCH' },
      payload: { id: created.id, email_body: 'Overridden' },
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect(overridden.json().email_body).toBe('Overridden');
    const mismatch = await client(t, user).patch(`/api/scheduled_exports/${created.id}`, { id: created.id + 1 });
    expect(mismatch.statusCode).toBe(400);
    const bad = await client(t, user).patch(`/api/scheduled_exports/${created.id}`, { recipient_user_ids: [] });
    expect(bad.statusCode).toBe(400);
  });

  it('lets a non-admin change and delete only their own; admins any of the account; another account none', async () => {
    const admins = await schedule(admin, { email_subject: 'Admin only' });
    const users = await schedule(user, { email_subject: 'Users own' });
    expect((await client(t, user).patch(`/api/scheduled_exports/${admins.id}`, { email_body: 'x' })).statusCode).toBe(
      404,
    );
    expect((await client(t, user).delete(`/api/scheduled_exports/${admins.id}`)).statusCode).toBe(404);
    expect((await client(t, harbor).patch(`/api/scheduled_exports/${users.id}`, { email_body: 'x' })).statusCode).toBe(
      404,
    );
    expect((await client(t, harbor).delete(`/api/scheduled_exports/${users.id}`)).statusCode).toBe(404);
    const adminPatch = await client(t, admin).patch(`/api/scheduled_exports/${users.id}`, { email_body: 'By admin' });
    expect(adminPatch.statusCode).toBe(200);
    expect((await client(t, user).delete(`/api/scheduled_exports/${users.id}`)).statusCode).toBe(200);
    expect((await client(t, user).get(`/api/scheduled_exports/${users.id}`)).statusCode).toBe(404);
    expect((await client(t, admin).delete(`/api/scheduled_exports/${admins.id}`)).statusCode).toBe(200);
  });
});
