import { REDACTED } from '@repute/domain';
import { parse } from 'csv-parse/sync';
import type { PgBoss } from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { client, login, useTestApp } from '../../../test/test-app';
import { startJobQueues } from '../../app/workers';

const {
  t,
  sessions: { admin, manager },
} = useTestApp({ logins: { admin: 'admin@northwind.example', manager: 'manager@northwind.example' } });

type Entry = {
  action: string;
  resource: string;
  resource_id: string | null;
  actor_email: string | null;
  impersonator_email: string | null;
  body: Record<string, unknown> | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

async function entries(query = ''): Promise<Entry[]> {
  const response = await client(t, admin).get(`/api/audit_events${query}`);
  expect(response.statusCode).toBe(200);
  return response.json()._embedded.audit_events;
}

async function firstLocation(): Promise<{ id: number; name: string }> {
  return (await client(t, admin).get('/api/locations?per_page=1')).json()._embedded.locations[0];
}

describe('the audit log', () => {
  let worker: PgBoss | undefined;
  afterAll(async () => {
    await worker?.stop({ graceful: false, close: true });
  });

  it('records a write with who made it and the resource before and after, read through its GET twin', async () => {
    const location = await firstLocation();
    const renamed = `${location.name} (audited)`;
    expect((await client(t, manager).patch(`/api/locations/${location.id}`, { name: renamed })).statusCode).toBe(200);

    const [entry] = await entries(`?action=${encodeURIComponent('PATCH /locations')}`);
    expect(entry).toMatchObject({
      action: 'PATCH /locations/:id',
      resource: 'locations',
      resource_id: String(location.id),
      actor_email: 'manager@northwind.example',
      impersonator_email: null,
      body: { name: renamed },
    });
    expect(entry?.before).toMatchObject({ id: location.id, name: location.name });
    expect(entry?.after).toMatchObject({ id: location.id, name: renamed });
  });

  it('keeps passwords and other secrets out: they are redacted before they are written', async () => {
    const created = await client(t, admin).post('/api/users', {
      first_name: 'Audrey',
      last_name: 'Redacted',
      email: 'audrey@northwind.example',
      user_type_id: 3,
    });
    expect(created.statusCode).toBe(201);
    await t.services.passwords.changePassword(created.json().id, 'first-password-1');
    const audrey = await login(t, 'audrey@northwind.example', 'first-password-1');
    const change = await client(t, audrey).patch(`/api/profiles/${audrey.user_id}`, {
      current_password: 'first-password-1',
      password: 'second-password-2',
      password_confirmation: 'second-password-2',
    });
    expect(change.statusCode).toBe(200);

    const [entry] = await entries(`?user_id=${audrey.user_id}&resource=profiles`);
    expect(entry?.body).toEqual({
      current_password: REDACTED,
      password: REDACTED,
      password_confirmation: REDACTED,
    });
    const everything = JSON.stringify(await entries(`?user_id=${audrey.user_id}`));
    expect(everything).not.toContain('second-password-2');
    expect(everything).not.toContain(audrey.token);
  });

  it('records password sign-ins as events of the account signed in to', async () => {
    const session = await login(t, 'manager@northwind.example', 'demo-password');
    const signIns = await entries(`?user_id=${session.user_id}&action=login.password`);
    expect(signIns[0]).toMatchObject({ action: 'login.password', resource: 'session', body: null });
  });

  it('filters by day in the account time zone, and leaves reads and page views out', async () => {
    await client(t, admin).get('/api/locations');
    await client(t, admin).post('/api/webhooks/analytics-secure', { event: 'page', path: '/dashboard' });
    const all = await entries('?per_page=500');
    expect(all.some((entry) => entry.action.startsWith('GET '))).toBe(false);
    expect(all.some((entry) => entry.resource === 'webhooks')).toBe(false);
    expect(await entries('?from=2001-01-01&to=2001-01-31')).toEqual([]);
  });

  it('is for admins only, and answers 400 to a bad date', async () => {
    expect((await client(t, manager).get('/api/audit_events')).statusCode).toBe(403);
    expect((await client(t, admin).get('/api/audit_events?from=2025-02-30')).statusCode).toBe(400);
  });

  it('exports the filtered entries as a CSV, for admins only', async () => {
    worker = await startJobQueues(t.url, 'worker', () => {});
    await t.modules.exports.work(worker);
    const request = { resource: 'audit_events', filters: { action: 'login.password' } };
    const created = await client(t, admin).post(`/api/export_files/${admin.account_id}`, request);
    expect(created.statusCode).toBe(201);
    let file = created.json();
    await expect
      .poll(async () => {
        file = (await client(t, admin).get(`/api/export_files/${file.id}`)).json();
        return file.status;
      })
      .toBe('complete');
    const lines: { action: string }[] = parse((await client(t, admin).get(file.file_url)).rawPayload, {
      bom: true,
      columns: true,
    });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.action === 'login.password')).toBe(true);
    expect(lines[0]).toHaveProperty('impersonator_email');
    const refused = await client(t, manager).post(`/api/export_files/${manager.account_id}`, request);
    expect(refused.statusCode).toBe(403);
  });
});
