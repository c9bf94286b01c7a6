import { USER_TYPE_ID } from '@repute/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, login, useTestApp } from '../../../test/test-app';
import { accountSettings, accounts, users } from '../../platform/db/schema';

/** Decision 0152: a partner's admins list, extend and convert their children's trials. */
const {
  t,
  sessions: { partner, northwind, bluebird },
} = useTestApp({
  logins: {
    partner: 'partner@summit.example',
    northwind: 'admin@northwind.example',
    bluebird: 'owner@bluebird.example',
  },
});

const DAY_MS = 86_400_000;

async function accountIdOf(name: string) {
  const [row] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name));
  if (!row) throw new Error(`no account ${name}`);
  return row.id;
}

describe('/accounts/trials', () => {
  it("lists the partner's children in trial, with the days left", async () => {
    const response = await client(t, partner).get('/api/accounts/trials');
    expect(response.statusCode).toBe(200);
    const { trials } = response.json();
    expect(trials).toHaveLength(1);
    expect(trials[0]).toMatchObject({
      id: bluebird.account_id,
      name: 'Bluebird Bistro',
      status: 'trial',
      daysLeftInTrial: 10,
      plan_name: null,
    });
    expect(Date.parse(trials[0].trial_ended_at)).toBeGreaterThan(Date.parse(trials[0].trial_started_at));
  });

  it('extends a trial by some days, from today once it has ended (the account works again)', async () => {
    const before = (await client(t, partner).get('/api/accounts/trials')).json().trials[0];
    const extended = await client(t, partner).post(`/api/accounts/trials/${bluebird.account_id}/extend`, { days: 5 });
    expect(extended.statusCode).toBe(200);
    expect(extended.json()).toMatchObject({ status: 'trial', daysLeftInTrial: 15 });
    expect(Date.parse(extended.json().trial_ended_at) - Date.parse(before.trial_ended_at)).toBe(5 * DAY_MS);

    await t.db
      .update(accounts)
      .set({ trialEndedAt: new Date(Date.now() - 3 * DAY_MS) })
      .where(eq(accounts.id, bluebird.account_id));
    await t.sessionChangesHeard();
    expect((await client(t, bluebird).get('/api/locations')).statusCode).toBe(402);
    const reopened = await client(t, partner).post(`/api/accounts/trials/${bluebird.account_id}/extend`, { days: 2 });
    expect(reopened.json()).toMatchObject({ status: 'trial', daysLeftInTrial: 2 });
    await t.sessionChangesHeard();
    expect((await client(t, bluebird).get('/api/locations')).statusCode).toBe(200);
  });

  it('refuses bad days, accounts not in trial and accounts that are not its children', async () => {
    const extend = (id: number, days: unknown) =>
      client(t, partner).post(`/api/accounts/trials/${id}/extend`, { days });
    expect((await extend(bluebird.account_id, 0)).statusCode).toBe(400);
    expect((await extend(bluebird.account_id, 91)).statusCode).toBe(400);
    expect((await extend(bluebird.account_id, 'soon')).statusCode).toBe(400);
    const harbor = await extend(await accountIdOf('Harbor Fitness'), 3);
    expect(harbor.statusCode).toBe(422);
    expect(harbor.json()).toMatchObject({ message: 'This account is not in trial.' });
    // Juniper Coffee is in trial but no child of Summit's: as if it did not exist.
    expect((await extend(await accountIdOf('Juniper Coffee'), 3)).statusCode).toBe(404);
    expect((await extend(partner.account_id, 3)).statusCode).toBe(404);
  });

  it("answers 403 to anyone but a partner's admin, and changes nothing", async () => {
    expect((await client(t, northwind).get('/api/accounts/trials')).statusCode).toBe(403);
    expect((await client(t, bluebird).get('/api/accounts/trials')).statusCode).toBe(403);
    const self = await client(t, bluebird).post(`/api/accounts/trials/${bluebird.account_id}/extend`, { days: 30 });
    expect(self.statusCode).toBe(403);
  });

  it('converts a trial to a paid plan: active, the trial over, the plan and its features on', async () => {
    const { plans } = (await client(t, partner).get('/api/billing/plans')).json();
    const professional = plans.find((plan: { name: string }) => plan.name === 'Professional');
    const url = `/api/accounts/trials/${bluebird.account_id}/convert`;
    expect((await client(t, partner).post(url, {})).statusCode).toBe(422);
    expect((await client(t, partner).post(url, { plan_id: 999_999 })).statusCode).toBe(404);

    const converted = await client(t, partner).post(url, { plan_id: professional.id });
    expect(converted.statusCode).toBe(200);
    expect(converted.json()).toMatchObject({ status: 'active', daysLeftInTrial: -1, plan_name: 'Professional' });
    expect(Date.parse(converted.json().trial_ended_at)).toBeLessThanOrEqual(Date.now());
    const settings = await t.db
      .select({ code: accountSettings.code, value: accountSettings.value })
      .from(accountSettings)
      .where(eq(accountSettings.accountId, bluebird.account_id));
    for (const code of professional.features) expect(settings).toContainEqual({ code, value: 'true' });
    // Still listed (it was a trial), now with no days left to count; and no second conversion.
    const listed = (await client(t, partner).get('/api/accounts/trials')).json().trials[0];
    expect(listed).toMatchObject({ status: 'active', daysLeftInTrial: -1 });
    expect((await client(t, partner).post(url, { plan_id: professional.id })).statusCode).toBe(422);
  });

  it("answers 403 to a partner's manager", async () => {
    await t.db.update(users).set({ userTypeId: USER_TYPE_ID.manager }).where(eq(users.email, 'partner@summit.example'));
    const manager = await login(t, 'partner@summit.example');
    expect((await client(t, manager).get('/api/accounts/trials')).statusCode).toBe(403);
  });
});
