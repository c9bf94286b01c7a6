import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';
import { accounts } from '../../platform/db/schema';

const {
  t,
  sessions: { harbor, manager, partner, northwind },
} = useTestApp({
  logins: {
    harbor: 'owner@harbor.example',
    manager: 'manager@northwind.example',
    partner: 'partner@summit.example',
    northwind: 'admin@northwind.example',
  },
});

async function stored(id: number) {
  const [row] = await t.db
    .select({ name: accounts.name, vertical: accounts.accountVerticalName, segment: accounts.segment })
    .from(accounts)
    .where(eq(accounts.id, id));
  return row;
}

describe('PATCH /accounts/{id}', () => {
  it('lets an admin rename their account and change its vertical, and answers the account', async () => {
    const before = await stored(harbor.account_id);
    const response = await client(t, harbor).patch(`/api/accounts/${harbor.account_id}`, {
      name: '  Harbor Family Dentistry  ',
      account_vertical_name: 'healthcare',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: harbor.account_id,
      name: 'Harbor Family Dentistry',
      account_vertical_name: 'healthcare',
      segment: before?.segment ?? null,
    });
    // What is not sent stays; the segment is not the admin's to change.
    const vertical = await client(t, harbor).patch(`/api/accounts/${harbor.account_id}`, {
      account_vertical_name: null,
      segment: 'enterprise',
    });
    expect(vertical.statusCode).toBe(200);
    expect(await stored(harbor.account_id)).toEqual({
      name: 'Harbor Family Dentistry',
      vertical: null,
      segment: before?.segment ?? null,
    });
  });

  it('refuses bad input with a clear error per field and changes nothing', async () => {
    const before = await stored(northwind.account_id);
    const response = await client(t, northwind).patch(`/api/accounts/${northwind.account_id}`, {
      name: '   ',
      account_vertical_name: 'casino',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: ['Enter the company name'],
      account_vertical_name: ['Choose one of healthcare, restaurant, fitness, retail, home_services, agency'],
    });
    const long = await client(t, northwind).patch(`/api/accounts/${northwind.account_id}`, { name: 'x'.repeat(201) });
    expect(long.json().fields).toEqual({ name: ['At most 200 characters'] });
    expect(await stored(northwind.account_id)).toEqual(before);
  });

  it("is for admins, on their own account only: not a manager, not another account, not a parent's child", async () => {
    const before = await stored(northwind.account_id);
    const refused = await client(t, manager).patch(`/api/accounts/${manager.account_id}`, { name: 'Mine now' });
    expect(refused.statusCode).toBe(403);
    const other = await client(t, northwind).patch(`/api/accounts/${harbor.account_id}`, { name: 'Taken over' });
    expect(other.statusCode).toBe(404);
    const [child] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.parentId, partner.account_id))
      .limit(1);
    if (!child) throw new Error('no child account');
    const fromParent = await client(t, partner).patch(`/api/accounts/${child.id}`, { name: 'Renamed by partner' });
    expect(fromParent.statusCode).toBe(404);
    expect(await stored(northwind.account_id)).toEqual(before);
    expect((await stored(child.id))?.name).not.toBe('Renamed by partner');
  });
});
