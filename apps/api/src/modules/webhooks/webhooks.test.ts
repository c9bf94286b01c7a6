import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { admin, other },
} = useTestApp({ logins: { admin: 'admin@northwind.example', other: 'owner@bluebird.example' } });

/** The encoded part of a session's Basic credentials: what `?auth_token=` carries. */
const tokenOf = (session: { authorization: string }) =>
  encodeURIComponent(session.authorization.slice('Basic '.length));

async function notificationsOf(accountId: number, event: string) {
  const rows = await t.db.execute(
    sql`select user_id from notification_events where account_id = ${accountId} and event = ${event}`,
  );
  return rows.rows;
}

describe('POST /webhooks/notify?auth_token', () => {
  it('records the event of the session the token names, with no Authorization header', async () => {
    const response = await client(t).post(`/api/webhooks/notify?auth_token=${tokenOf(admin)}`, {
      event: 'beacon-opened',
      user_id: admin.user_id,
      notification_type: 'banner',
    });
    expect(response.statusCode).toBe(202);
    expect(await notificationsOf(admin.account_id, 'beacon-opened')).toEqual([{ user_id: admin.user_id }]);
  });

  it('refuses a token that names no session, and a token that disagrees with the header', async () => {
    const forged = encodeURIComponent(Buffer.from('admin@northwind.example:not-a-token').toString('base64'));
    expect((await client(t).post(`/api/webhooks/notify?auth_token=${forged}`, { event: 'x' })).statusCode).toBe(401);
    const mixed = await client(t, admin).post(`/api/webhooks/notify?auth_token=${tokenOf(other)}`, { event: 'x' });
    expect(mixed.statusCode).toBe(401);
    expect(await notificationsOf(other.account_id, 'x')).toEqual([]);
    expect(await notificationsOf(admin.account_id, 'x')).toEqual([]);
  });

  it('still takes the header alone, and the token is not accepted by other routes', async () => {
    expect((await client(t, admin).post('/api/webhooks/notify', { event: 'header-only' })).statusCode).toBe(202);
    expect((await client(t).get(`/api/locations?auth_token=${tokenOf(admin)}`)).statusCode).toBe(401);
  });
});
