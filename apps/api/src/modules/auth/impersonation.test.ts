import { IMPERSONATION_MINUTES } from '@repute/domain';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { basic, client, type Session, useTestApp } from '../../../test/test-app';
import { authTokens, staffGrants } from '../../platform/db/schema';

const {
  t,
  sessions: { staff, northwindAdmin, partner },
} = useTestApp({
  logins: {
    staff: 'owner@bluebird.example',
    northwindAdmin: 'admin@northwind.example',
    partner: 'partner@summit.example',
  },
});

async function grantStaff(userId: number): Promise<void> {
  await t.db.insert(staffGrants).values({ userId }).onConflictDoNothing();
  await t.sessionChangesHeard();
}

async function northwindUser(email: string): Promise<number> {
  const users = (await client(t, northwindAdmin).get('/api/users?per_page=100')).json()._embedded.users;
  return users.find((user: { email: string }) => user.email === email).id;
}

/** The staff member opens Northwind as its manager. */
async function impersonateManager(as: Session = staff) {
  const response = await client(t, as).post('/api/impersonations', {
    account_id: northwindAdmin.account_id,
    user_id: await northwindUser('manager@northwind.example'),
  });
  expect(response.statusCode).toBe(201);
  const state = response.json();
  return { ...state, authorization: basic(state.email, state.token) } as Session & { isImpersonated: boolean };
}

const statusOf = async (session: Session) => (await client(t, session).get('/api/auth')).statusCode;

afterEach(() => {
  vi.useRealTimers();
});

describe('impersonation by the operator staff', () => {
  it('is refused to anyone without a staff grant, as if the routes were not there', async () => {
    expect((await client(t, northwindAdmin).get('/api/staff')).json()).toEqual({ staff: false });
    expect((await client(t, northwindAdmin).get('/api/staff/accounts')).statusCode).toBe(404);
    const tried = await client(t, northwindAdmin).post('/api/impersonations', {
      account_id: partner.account_id,
      user_id: partner.user_id,
    });
    expect(tried.statusCode).toBe(404);
    expect((await client(t, northwindAdmin).delete('/api/impersonation')).statusCode).toBe(404);
  });

  it('opens any account as a chosen user, in a session marked impersonated, audited with both identities', async () => {
    await grantStaff(staff.user_id);
    expect((await client(t, staff).get('/api/staff')).json()).toEqual({ staff: true });
    const accounts = (await client(t, staff).get('/api/staff/accounts?keywords=northwind')).json()._embedded.accounts;
    expect(accounts.map((account: { id: number }) => account.id)).toContain(northwindAdmin.account_id);
    const users = (await client(t, staff).get(`/api/staff/accounts/${northwindAdmin.account_id}/users`)).json();
    expect(users._embedded.users.map((user: { email: string }) => user.email)).toContain('manager@northwind.example');

    const session = await impersonateManager();
    expect(session).toMatchObject({
      isImpersonated: true,
      account_id: northwindAdmin.account_id,
      email: 'manager@northwind.example',
    });
    expect((await client(t, session).get('/api/auth')).json().isImpersonated).toBe(true);

    const tag = await client(t, session).post('/api/tags', { name: 'Impersonated tag' });
    expect(tag.statusCode).toBe(201);
    const log = (await client(t, northwindAdmin).get('/api/audit_events?per_page=10')).json()._embedded.audit_events;
    const staffEmail = 'owner@bluebird.example';
    expect(log.find((entry: { action: string }) => entry.action === 'POST /tags')).toMatchObject({
      actor_email: 'manager@northwind.example',
      impersonator_email: staffEmail,
    });
    expect(log.find((entry: { action: string }) => entry.action === 'impersonation.start')).toMatchObject({
      actor_email: 'manager@northwind.example',
      impersonator_email: staffEmail,
    });

    expect((await client(t, session).delete('/api/impersonation')).statusCode).toBe(204);
    expect(await statusOf(session)).toBe(401);
    expect(await statusOf(staff)).toBe(200);
    const ended = (await client(t, northwindAdmin).get('/api/audit_events?action=impersonation.end')).json();
    expect(ended._embedded.audit_events[0]).toMatchObject({ impersonator_email: staffEmail });
  });

  it(`ends by itself ${IMPERSONATION_MINUTES} minutes after it started`, async () => {
    await grantStaff(staff.user_id);
    const session = await impersonateManager();
    expect(await statusOf(session)).toBe(200);
    // A session kept in memory is judged by the clock too, not only the one read from the database.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (IMPERSONATION_MINUTES + 1) * 60_000 });
    expect(await statusOf(session)).toBe(401);
    vi.useRealTimers();
    await t.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.impersonatorUserId, staff.user_id));
    await t.sessionChangesHeard();
    expect(await statusOf(session)).toBe(401);
  });

  it('ends when the staff grant is revoked, and a revoked member cannot start another', async () => {
    await grantStaff(staff.user_id);
    const session = await impersonateManager();
    expect(await statusOf(session)).toBe(200);
    await t.db.delete(staffGrants).where(eq(staffGrants.userId, staff.user_id));
    await t.sessionChangesHeard();
    expect(await statusOf(session)).toBe(401);
    const again = await client(t, staff).post('/api/impersonations', {
      account_id: northwindAdmin.account_id,
      user_id: northwindAdmin.user_id,
    });
    expect(again.statusCode).toBe(404);
  });

  it('ends with the staff member’s own session, and cannot be chained from an impersonated session', async () => {
    await grantStaff(staff.user_id);
    await grantStaff(partner.user_id);
    const asPartner = await client(t, staff).post('/api/impersonations', {
      account_id: partner.account_id,
      user_id: partner.user_id,
    });
    const chained = await client(t, { ...partner, authorization: basic(partner.email, asPartner.json().token) }).post(
      '/api/impersonations',
      { account_id: northwindAdmin.account_id, user_id: northwindAdmin.user_id },
    );
    expect(chained.statusCode).toBe(404);
    const fresh = await client(t, staff).post('/api/auth', {
      email: 'owner@bluebird.example',
      password: 'demo-password',
    });
    const own = { ...staff, authorization: basic(fresh.json().email, fresh.json().token) };
    const session = await impersonateManager(own);
    expect((await client(t, own).delete('/api/auth')).statusCode).toBe(204);
    expect(await statusOf(session)).toBe(401);
  });

  it('answers 400 to a malformed start and 404 to a user of another account', async () => {
    await grantStaff(staff.user_id);
    expect((await client(t, staff).post('/api/impersonations', { account_id: 'x' })).statusCode).toBe(400);
    const elsewhere = await client(t, staff).post('/api/impersonations', {
      account_id: northwindAdmin.account_id,
      user_id: partner.user_id,
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
