import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, login, type Session, useTestApp } from '../../../test/test-app';
import { authTokens } from '../../platform/db/schema';

// The defaults of config.ts: 14 idle days, 30 days at most.
const { t } = useTestApp();

async function age(session: Session, values: { idleDays?: number; ageDays?: number }) {
  await t.db
    .update(authTokens)
    .set({
      lastUsedAt: sql`now() - make_interval(days => ${values.idleDays ?? 0})`,
      createdAt: sql`now() - make_interval(days => ${values.ageDays ?? values.idleDays ?? 0})`,
    })
    .where(eq(authTokens.userId, session.user_id));
  // A new issue time ends what the server cached of the session once PostgreSQL's notice arrives.
  await t.sessionChangesHeard();
}

const statusOf = async (session: Session) => (await client(t, session).get('/api/auth')).statusCode;

describe('sessions expire', () => {
  it('after 14 days unused', async () => {
    const session = await login(t, 'user@northwind.example');
    await age(session, { idleDays: 13 });
    expect(await statusOf(session)).toBe(200);
    await age(session, { idleDays: 15 });
    expect(await statusOf(session)).toBe(401);
  });

  it('after 400 days unused', async () => {
    const session = await login(t, 'manager@northwind.example');
    await age(session, { idleDays: 400 });
    expect(await statusOf(session)).toBe(401);
  });

  it('30 days after sign-in, however often they are used', async () => {
    const session = await login(t, 'limited@northwind.example');
    await age(session, { idleDays: 0, ageDays: 29 });
    expect(await statusOf(session)).toBe(200);
    await age(session, { idleDays: 0, ageDays: 31 });
    expect(await statusOf(session)).toBe(401);
  });

  it('and a use in time keeps a session open', async () => {
    const session = await login(t, 'readonly@northwind.example');
    await age(session, { idleDays: 10, ageDays: 10 });
    expect(await statusOf(session)).toBe(200);
    // That use counts from now: ten more idle days are still fewer than 14.
    await t.db
      .update(authTokens)
      .set({ lastUsedAt: sql`${authTokens.lastUsedAt} - interval '10 days'` })
      .where(eq(authTokens.userId, session.user_id));
    expect(await statusOf(session)).toBe(200);
  });
});
