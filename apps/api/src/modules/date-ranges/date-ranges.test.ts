import { resolvePresetRange, todayIn } from '@repute/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';
import { accounts } from '../../platform/db/schema';

const {
  t,
  sessions: { admin, harbor },
} = useTestApp({ logins: { admin: 'admin@northwind.example', harbor: 'owner@harbor.example' } });

type Range = { descriptor: string; label: string; from: string | null; to: string };

describe('GET /date_ranges', () => {
  it("resolves every preset on the account's today in its time zone", async () => {
    const response = await client(t, admin).get('/api/date_ranges');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const today = todayIn('America/New_York');
    expect(body).toMatchObject({
      account_id: admin.account_id,
      time_zone: 'America/New_York',
      today,
      week_starts_on: 0,
    });
    const ranges: Range[] = body._embedded.date_ranges;
    expect(ranges).toHaveLength(17);
    expect(ranges.find((range) => range.descriptor === 'sixMonths')).toEqual({
      descriptor: 'sixMonths',
      label: '6 months',
      ...resolvePresetRange('sixMonths', today),
    });
    expect(ranges.some((range) => range.descriptor === 'custom')).toBe(false);
  });

  it('follows a change of the account time zone', async () => {
    await t.db.update(accounts).set({ timeZone: 'Pacific/Kiritimati' }).where(eq(accounts.id, admin.account_id));
    // The session carries the zone: the server forgets cached sessions when PostgreSQL's notice arrives.
    await t.sessionChangesHeard();
    const body = (await client(t, admin).get(`/api/date_ranges?account_id=${admin.account_id}`)).json();
    expect(body.time_zone).toBe('Pacific/Kiritimati');
    expect(body.today).toBe(todayIn('Pacific/Kiritimati'));
    await t.db.update(accounts).set({ timeZone: 'America/New_York' }).where(eq(accounts.id, admin.account_id));
    await t.sessionChangesHeard();
  });

  it("answers 404 for another account's calendar", async () => {
    expect((await client(t, harbor).get(`/api/date_ranges?account_id=${admin.account_id}`)).statusCode).toBe(404);
  });
});
