import { USER_TYPE_ID } from '@repute/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useRealtimeSockets } from '../../../test/realtime-sockets';
import { basic, client, login, type Session, useTestApp } from '../../../test/test-app';
import { hashSecret } from '../../platform/auth/tokens';
import { accounts, authTokens } from '../../platform/db/schema';

const {
  t,
  sessions: { owner },
} = useTestApp({ logins: { owner: 'partner@summit.example' } });

let counter = 0;

const { connected } = useRealtimeSockets(t);

/** A new user of the partner account (Summit), signed in with its own password. */
async function partnerUser(userTypeId: number = USER_TYPE_ID.admin): Promise<Session> {
  counter += 1;
  const email = `shadower${counter}@summit.example`;
  const created = await client(t, owner).post('/api/users', {
    first_name: 'Sam',
    last_name: `Shadower ${counter}`,
    email,
    user_type_id: userTypeId,
  });
  expect(created.statusCode).toBe(201);
  await t.services.passwords.changePassword(created.json().id, 'shadower-password');
  return login(t, email, 'shadower-password');
}

async function harborId(): Promise<number> {
  const children = (await client(t, owner).get(`/api/accounts?parent_id=${owner.account_id}`)).json();
  return children._embedded.accounts.find((account: { name: string }) => account.name === 'Harbor Fitness').id;
}

/** A shadow session of `session` in the child account Harbor Fitness. */
async function shadowOf(session: Session) {
  const response = await client(t, session).post('/api/shadow_user/tokens', { child_account_id: await harborId() });
  expect(response.statusCode).toBe(201);
  const state = response.json();
  return { ...state, authorization: basic(state.email, state.token) } as Session & { user_type_id: number };
}

const statusOf = async (session: Session) => (await client(t, session).get('/api/auth')).statusCode;

describe('shadow sessions end with the partner user', () => {
  it('when the partner user is deactivated (DELETE /users/{id})', async () => {
    const partner = await partnerUser();
    const shadow = await shadowOf(partner);
    expect(await statusOf(shadow)).toBe(200);
    expect((await client(t, owner).delete(`/api/users/${partner.user_id}`)).statusCode).toBe(200);
    expect(await statusOf(partner)).toBe(401);
    expect(await statusOf(shadow)).toBe(401);
  });

  it('when the partner user is deactivated with PATCH /users/{id} {active: false}, and stay ended on reactivation', async () => {
    const partner = await partnerUser();
    const shadow = await shadowOf(partner);
    expect((await client(t, owner).patch(`/api/users/${partner.user_id}`, { active: false })).statusCode).toBe(200);
    expect(await statusOf(shadow)).toBe(401);
    expect((await client(t, owner).patch(`/api/users/${partner.user_id}`, { active: true })).statusCode).toBe(200);
    expect(await statusOf(shadow)).toBe(401);
  });

  it('when the partner user changes the password: every other session, shadow sessions included', async () => {
    const partner = await partnerUser();
    const shadow = await shadowOf(partner);
    const change = await client(t, partner).patch(`/api/profiles/${partner.user_id}`, {
      current_password: 'shadower-password',
      password: 'a-new-shadower-password',
      password_confirmation: 'a-new-shadower-password',
    });
    expect(change.statusCode).toBe(200);
    expect(await statusOf(partner)).toBe(200);
    expect(await statusOf(shadow)).toBe(401);
  });

  it('when the partner user resets the password', async () => {
    const partner = await partnerUser();
    const shadow = await shadowOf(partner);
    const link = new URL(
      await t.services.passwords.resetLink({ id: partner.user_id, accountId: partner.account_id }, 60),
    );
    const reset = await client(t).patch('/api/passwords', {
      reset_password_token: link.searchParams.get('reset_password_token') ?? '',
      password: 'a-reset-shadower-password',
      password_confirmation: 'a-reset-shadower-password',
    });
    expect(reset.statusCode).toBeLessThan(300);
    expect(await statusOf(partner)).toBe(401);
    expect(await statusOf(shadow)).toBe(401);
  });
});

describe("the shadow user's type follows the partner user's", () => {
  it("ends shadow sessions when the partner user's type changes, and the next one has the new type", async () => {
    const partner = await partnerUser(USER_TYPE_ID.admin);
    const shadow = await shadowOf(partner);
    expect(shadow.user_type_id).toBe(USER_TYPE_ID.admin);

    const demote = await client(t, owner).patch(`/api/users/${partner.user_id}`, { user_type_id: USER_TYPE_ID.user });
    expect(demote.statusCode).toBe(200);
    expect(await statusOf(shadow)).toBe(401);
    // The partner user's own session goes on: only the copies of the old type end.
    expect(await statusOf(partner)).toBe(200);

    const again = await shadowOf(partner);
    expect(again.user_type_id).toBe(USER_TYPE_ID.user);
    const createsAdmin = await client(t, again).post('/api/users', {
      first_name: 'Not',
      last_name: 'Allowed',
      email: 'not-allowed@harbor.example',
      user_type_id: USER_TYPE_ID.admin,
    });
    expect(createsAdmin.statusCode).toBe(403);
  });
});

describe('a shadow session lives only while what granted it holds', () => {
  it("ends when the child account stops being the partner account's child: API calls and realtime", async () => {
    const partner = await partnerUser();
    const shadow = await shadowOf(partner);
    const childId = shadow.account_id;
    expect((await client(t, shadow).get('/api/tags')).statusCode).toBe(200);
    const socket = await connected(shadow);
    const joined = await socket.emitWithAck('subscribe', { channel: `account:${childId}` });
    expect(joined.error).toBeUndefined();
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    // An operator moves the child away from the partner (the API has no call for it).
    await t.db.update(accounts).set({ parentId: null }).where(eq(accounts.id, childId));
    try {
      expect(await closed).toBe('io server disconnect');
      // The socket's notice and the session cache's come on two channels: an SQL write is heard on each in its time.
      await t.sessionChangesHeard();
      expect((await client(t, shadow).get('/api/tags')).statusCode).toBe(401);
      expect((await client(t, shadow).post('/api/tags', { name: 'Unlinked' })).statusCode).toBe(401);
      const admin = await client(t, shadow).post('/api/users', {
        first_name: 'Kept',
        last_name: 'Admin',
        email: 'kept-admin@harbor.example',
        user_type_id: USER_TYPE_ID.admin,
      });
      expect(admin.statusCode).toBe(401);
      expect((await client(t, shadow).get('/api/export/csv/reviews')).statusCode).toBe(401);
      await expect(connected(shadow)).rejects.toThrow('unauthorized');
      // The partner's own session is untouched.
      expect(await statusOf(partner)).toBe(200);
    } finally {
      await t.db.update(accounts).set({ parentId: partner.account_id }).where(eq(accounts.id, childId));
    }
    // Linking the child again does not bring the old shadow session back.
    expect(await statusOf(shadow)).toBe(401);
  });

  it('ends when the partner account stops being a parent', async () => {
    const partner = await partnerUser();
    const shadow = await shadowOf(partner);
    await t.db.update(accounts).set({ isParent: false }).where(eq(accounts.id, partner.account_id));
    try {
      expect(await statusOf(shadow)).toBe(401);
    } finally {
      await t.db.update(accounts).set({ isParent: true }).where(eq(accounts.id, partner.account_id));
    }
  });

  it("ends with the partner's logout, with its realtime socket", async () => {
    const partner = await partnerUser();
    const shadow = await shadowOf(partner);
    const socket = await connected(shadow);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await client(t, partner).delete('/api/auth')).statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
    expect(await statusOf(shadow)).toBe(401);
  });

  it('ends when the session that made it is revoked by other means', async () => {
    const partner = await partnerUser();
    const shadow = await shadowOf(partner);
    // As an operator would at a psql prompt: only the partner's row changes.
    await t.db
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(eq(authTokens.tokenHash, hashSecret(partner.token)));
    expect(await statusOf(shadow)).toBe(401);
  });
});
