import { describe, expect, it } from 'vitest';
import { basic, client, type Session, useTestApp } from '../../../test/test-app';

/**
 * Three pointers to users cross accounts and are no foreign keys (decision 0179: on Citus a key cannot reach another
 * account's shard): a shadow user's shadow_user_id, an impersonation session's impersonator_user_id and a sign-in
 * link's partner_user_id. What their ON DELETE CASCADE did, deleting an account still does. And a user's address,
 * no longer a unique index of users, stays one owner's across the install (user_emails).
 */

const {
  t,
  sessions: { partner, staff, northwindAdmin },
} = useTestApp({
  logins: {
    partner: 'partner@summit.example',
    staff: 'owner@bluebird.example',
    northwindAdmin: 'admin@northwind.example',
  },
});

const query = async <Row extends object = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await t.db.$client.query<Row & Record<string, unknown>>(text, values)).rows;

const statusOf = async (session: Pick<Session, 'authorization'>) =>
  (await client(t, session).get('/api/auth')).statusCode;

async function harborId(): Promise<number> {
  const children = (await client(t, partner).get(`/api/accounts?parent_id=${partner.account_id}`)).json();
  return children._embedded.accounts.find((account: { name: string }) => account.name === 'Harbor Fitness').id;
}

describe("deleting an account deletes what other accounts' rows held of its users", () => {
  it("its users' shadow users in child accounts, with their sessions, and the sign-in links they made", async () => {
    const childAccountId = await harborId();
    const shadowed = await client(t, partner).post('/api/shadow_user/tokens', { child_account_id: childAccountId });
    expect(shadowed.statusCode).toBe(201);
    const shadow = { authorization: basic(shadowed.json().email, shadowed.json().token) };
    expect(await statusOf(shadow)).toBe(200);
    expect((await client(t, partner).post('/api/sso_links', { child_account_id: childAccountId })).statusCode).toBe(
      201,
    );
    const [stand] = await query<{ id: number }>('select id from users where shadow_user_id = $1', [partner.user_id]);
    expect(stand).toBeDefined();
    expect(await query('select id from auth_tokens where user_id = $1', [stand?.id])).not.toEqual([]);
    expect(await query('select id from sso_login_links where partner_user_id = $1', [partner.user_id])).toHaveLength(1);

    // The operator removes the partner: its children first stop being its children (parent_id has no cascade).
    await query('update accounts set parent_id = null where parent_id = $1', [partner.account_id]);
    await query('delete from accounts where id = $1', [partner.account_id]);
    await t.sessionChangesHeard();

    expect(await query('select id from users where shadow_user_id = $1', [partner.user_id])).toEqual([]);
    expect(await query('select id from auth_tokens where user_id = $1', [stand?.id])).toEqual([]);
    expect(await query('select id from sso_login_links where partner_user_id = $1', [partner.user_id])).toEqual([]);
    expect(await statusOf(shadow)).toBe(401);
  });

  it('the impersonation sessions its users opened as staff', async () => {
    await query('insert into staff_grants (user_id) values ($1)', [staff.user_id]);
    await t.sessionChangesHeard();
    const users = (await client(t, northwindAdmin).get('/api/users?per_page=100')).json()._embedded.users;
    const manager = users.find((user: { email: string }) => user.email === 'manager@northwind.example');
    const opened = await client(t, staff).post('/api/impersonations', {
      account_id: northwindAdmin.account_id,
      user_id: manager.id,
    });
    expect(opened.statusCode).toBe(201);
    const impersonation = { authorization: basic(opened.json().email, opened.json().token) };
    expect(await statusOf(impersonation)).toBe(200);
    expect(await query('select id from auth_tokens where impersonator_user_id = $1', [staff.user_id])).toHaveLength(1);

    await query('delete from accounts where id = $1', [staff.account_id]);
    await t.sessionChangesHeard();

    expect(await query('select id from auth_tokens where impersonator_user_id = $1', [staff.user_id])).toEqual([]);
    expect(await statusOf(impersonation)).toBe(401);
  });
});

describe("an address is one owner's across the install", () => {
  const insertUser = (accountId: number, email: string, extra = '') =>
    query<{ id: number }>(
      `insert into users (account_id, email, first_name, last_name, user_type_id${extra ? ', address_held_elsewhere' : ''})
       values ($1, $2, 'Ada', 'Owner', 1${extra ? ', true' : ''}) returning id`,
      [accountId, email],
    );

  it("refuses a second owner in another account on users_email_key, and frees the address when the owner's changes", async () => {
    const [other, third] = await query<{ id: number }>('select id from accounts where id <> $1 order by id limit 2', [
      northwindAdmin.account_id,
    ]);
    const otherId = other?.id ?? 0;
    const [owner] = await insertUser(northwindAdmin.account_id, 'Shared.Address@example.test');
    expect(
      await query('select account_id, user_id from user_emails where email = $1', ['shared.address@example.test']),
    ).toEqual([{ account_id: northwindAdmin.account_id, user_id: owner?.id }]);

    await expect(insertUser(otherId, 'shared.address@EXAMPLE.test')).rejects.toMatchObject({
      code: '23505',
      constraint: 'users_email_key',
    });
    // An invitation held for the owner's address (decision 0071) shares it without owning it.
    expect(await insertUser(third?.id ?? 0, 'shared.address@example.test', 'held')).toHaveLength(1);

    await query("update users set email = 'moved.away@example.test' where id = $1", [owner?.id]);
    const [second] = await insertUser(otherId, 'Shared.Address@example.test');
    expect(
      await query('select account_id, user_id from user_emails where email = $1', ['shared.address@example.test']),
    ).toEqual([{ account_id: otherId, user_id: second?.id }]);
    await query('delete from users where id = $1', [second?.id]);
    expect(await query('select * from user_emails where email = $1', ['shared.address@example.test'])).toEqual([]);
  });
});
