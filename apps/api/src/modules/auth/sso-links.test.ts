import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { basic, client, login, type Session, useTestApp } from '../../../test/test-app';
import { ssoLoginLinks } from '../../platform/db/schema';
import { SSO_REFUSALS } from './sso-links';

const {
  t,
  sessions: { partner, admin },
} = useTestApp({ logins: { partner: 'partner@summit.example', admin: 'admin@northwind.example' } });

async function childId(name: string, session: Session = partner): Promise<number> {
  const children = (await client(t, session).get(`/api/accounts?parent_id=${session.account_id}`)).json();
  return children._embedded.accounts.find((account: { name: string }) => account.name === name).id;
}

/** The partner's one-time link into Harbor Fitness, and its token. */
async function ssoLink(session: Session = partner) {
  const response = await client(t, session).post('/api/sso_links', {
    child_account_id: await childId('Harbor Fitness'),
  });
  expect(response.statusCode).toBe(201);
  const url = new URL(response.json().url);
  expect(url.origin).toBe('http://repute.test');
  expect(url.pathname).toMatch(/^\/sso-login\/[\w-]{22}\.\d+\.[\w-]{43}$/);
  return url.pathname.replace('/sso-login/', '');
}

const useLink = (token: string) => t.app.inject({ method: 'POST', url: '/api/sso_login', payload: { token } });

describe("a partner admin's one-time sign-in link into a child account", () => {
  it('opens a shadow session in the child, as the partner, once', async () => {
    const token = await ssoLink();
    const used = await useLink(token);
    expect(used.statusCode).toBe(201);
    const state = used.json();
    expect(state).toMatchObject({
      account_id: await childId('Harbor Fitness'),
      email: 'partner@summit.example',
      isShadowing: true,
    });
    const session = { ...state, authorization: basic(state.email, state.token) } as Session;
    expect((await client(t, session).get('/api/auth')).statusCode).toBe(200);

    // Replayed: refused clearly, and no second session is made.
    const replay = await useLink(token);
    expect(replay.statusCode).toBe(410);
    expect(replay.json().message).toBe(SSO_REFUSALS.used);
  });

  it('stores only the hash of the link id, and marks it used', async () => {
    const token = await ssoLink();
    const id = token.split('.')[0] ?? '';
    const rows = await t.db.select().from(ssoLoginLinks);
    expect(rows.some((row) => row.tokenIdHash.includes(id))).toBe(false);
    await useLink(token);
    const used = await t.db.select().from(ssoLoginLinks).where(eq(ssoLoginLinks.partnerUserId, partner.user_id));
    expect(used.filter((row) => row.usedAt === null)).toHaveLength(0);
  });

  it('makes one session when the same link is used twice at once', async () => {
    const token = await ssoLink();
    const answers = await Promise.all([useLink(token), useLink(token), useLink(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 410, 410]);
  });

  it('refuses a forged link: another id, another expiry, or another signature', async () => {
    const token = await ssoLink();
    const [id = '', expires = '', signature = ''] = token.split('.');
    const otherId = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      `${otherId}.${expires}.${signature}`,
      `${id}.${Number(expires) + 3600}.${signature}`,
      `${id}.${expires}.${'x'.repeat(43)}`,
      'not-a-token',
    ]) {
      const answer = await useLink(forged);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(SSO_REFUSALS.invalid);
    }
    // The real link still works: the forgeries used nothing up.
    expect((await useLink(token)).statusCode).toBe(201);
  });

  it('refuses an expired link', async () => {
    const token = await ssoLink();
    await t.db.update(ssoLoginLinks).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await useLink(token)).statusCode).toBe(410);
  });

  it('ends with the partner session it was made from, as a shadow session does', async () => {
    const own = await login(t, 'partner@summit.example');
    const token = await ssoLink(own);
    const state = (await useLink(token)).json();
    const session = { ...state, authorization: basic(state.email, state.token) } as Session;
    expect((await client(t, own).delete('/api/auth')).statusCode).toBe(204);
    expect((await client(t, session).get('/api/auth')).statusCode).toBe(401);
  });

  it('is refused when the partner session is gone before the link is used', async () => {
    const own = await login(t, 'partner@summit.example');
    const token = await ssoLink(own);
    await client(t, own).delete('/api/auth');
    expect((await useLink(token)).statusCode).toBe(410);
  });

  it("is for a parent's admins, into its own children only", async () => {
    const northwind = admin.account_id;
    expect((await client(t, partner).post('/api/sso_links', { child_account_id: northwind })).statusCode).toBe(404);
    expect((await client(t, admin).post('/api/sso_links', { child_account_id: northwind })).statusCode).toBe(403);
    expect((await client(t).post('/api/sso_links', { child_account_id: northwind })).statusCode).toBe(401);
  });
});
