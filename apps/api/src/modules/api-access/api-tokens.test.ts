import { USER_TYPE_ID } from '@repute/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';
import { apiTokens, users } from '../../platform/db/schema';

const {
  t,
  sessions: { user, admin, other },
} = useTestApp({
  logins: { user: 'user@northwind.example', admin: 'admin@northwind.example', other: 'owner@harbor.example' },
  // Subscriptions are a write tokens make; their receiver is this machine's, which nothing ever posts to here.
  app: { webhookAllowPrivateTargets: true },
});

type Created = { id: number; token: string; hint: string; scopes: string[] };

async function makeToken(body: Record<string, unknown>, session = user): Promise<Created> {
  const created = await client(t, session).post('/api/api_tokens', body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as Created;
}

const withBearer = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload && { payload }) });

describe('personal API tokens', () => {
  it('are shown once, stored hashed, and listed by their hint only', async () => {
    const created = await makeToken({ name: 'Nightly script', scopes: ['reviews:read'] });
    expect(created.token).toMatch(/^rpt_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(created.hint.replace('…', ''))).toBe(true);
    const [stored] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(stored?.tokenHash).not.toContain(created.token.slice(4));
    const list = (await client(t, user).get('/api/api_tokens')).json();
    const listed = list._embedded.api_tokens.find((token: { id: number }) => token.id === created.id);
    expect(listed).toMatchObject({ name: 'Nightly script', scopes: ['reviews:read'], last_used_at: null });
    expect(JSON.stringify(list)).not.toContain(created.token);
  });

  it('call the documented API as their user, within their scopes', async () => {
    const { token } = await makeToken({ name: 'Reader', scopes: ['reviews:read'] });
    const reviews = await withBearer(token, 'GET', '/api/reviews?per_page=5');
    expect(reviews.statusCode, reviews.body).toBe(200);
    expect(reviews.json()._total).toBeGreaterThan(0);
    // Locations are the user's to read, but not the token's.
    expect((await withBearer(token, 'GET', '/api/locations')).statusCode).toBe(403);
    // Routes that need no permission stay with signed-in sessions: no token minting tokens, no sign-out.
    expect(
      (await withBearer(token, 'POST', '/api/api_tokens', { name: 'x', scopes: ['reviews:read'] })).statusCode,
    ).toBe(403);
    expect((await withBearer(token, 'GET', '/api/auth')).statusCode).toBe(403);
    const listed = (await client(t, user).get('/api/api_tokens')).json()._embedded.api_tokens;
    expect(listed.find((row: { name: string }) => row.name === 'Reader').last_used_at).not.toBeNull();
  });

  it('never grant more than the user may: a scope beyond the user type adds nothing', async () => {
    // A User may not manage webhooks; webhooks:write does not change that.
    const { token } = await makeToken({ name: 'Hooks', scopes: ['webhooks:write', 'reviews:read'] });
    expect((await withBearer(token, 'GET', '/api/webhook_subscriptions')).statusCode).toBe(403);
  });

  it("reach an admin's webhook subscriptions with webhooks:write, as a Zapier-like tool subscribes", async () => {
    const hooks = await makeToken({ name: 'Zap hooks', scopes: ['webhooks:write'] }, admin);
    const listed = await withBearer(hooks.token, 'GET', '/api/webhook_subscriptions');
    expect(listed.statusCode, listed.body).toBe(200);
    const reader = await makeToken({ name: 'Reader', scopes: ['reviews:read'] }, admin);
    expect((await withBearer(reader.token, 'GET', '/api/webhook_subscriptions')).statusCode).toBe(403);
  });

  it("say so on the audit rows of their writes, so an admin tells a script from its user's own hand", async () => {
    const hooks = await makeToken({ name: 'Audited hooks', scopes: ['webhooks:write'] }, admin);
    const body = { url: 'http://127.0.0.1:9/catch', events: ['review.created'] };
    const subscribed = await withBearer(hooks.token, 'POST', '/api/webhook_subscriptions', body);
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const byHand = await client(t, admin).delete(`/api/webhook_subscriptions/${subscribed.json().id}`);
    expect(byHand.statusCode).toBe(204);

    const log = (await client(t, admin).get('/api/audit_events?resource=webhook_subscriptions&per_page=2')).json();
    const [deleted, created] = log._embedded.audit_events;
    expect(created).toMatchObject({
      action: 'POST /webhook_subscriptions',
      actor_email: 'admin@northwind.example',
      via: `api token ${hooks.hint}`,
    });
    expect(deleted).toMatchObject({ action: 'DELETE /webhook_subscriptions/:id', via: null });
    expect(hooks.hint).toMatch(/^rpt_.+…$/);
  });

  it('are refused once revoked, or past their last day', async () => {
    const { id, token } = await makeToken({ name: 'Short-lived', scopes: ['reviews:read'] });
    expect((await withBearer(token, 'GET', '/api/reviews?per_page=1')).statusCode).toBe(200);
    expect((await client(t, user).delete(`/api/api_tokens/${id}`)).statusCode).toBe(204);
    expect((await withBearer(token, 'GET', '/api/reviews?per_page=1')).statusCode).toBe(401);
    expect((await client(t, user).delete(`/api/api_tokens/${id}`)).statusCode).toBe(404);

    const expiring = await makeToken({ name: 'Until yesterday', scopes: ['reviews:read'], expires_at: '2030-01-31' });
    expect((await withBearer(expiring.token, 'GET', '/api/reviews?per_page=1')).statusCode).toBe(200);
    await t.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expiring.id));
    expect((await withBearer(expiring.token, 'GET', '/api/reviews?per_page=1')).statusCode).toBe(401);
    expect((await withBearer('rpt_not-a-token', 'GET', '/api/reviews')).statusCode).toBe(401);
  });

  it('lose what their user loses, at once: a demotion, a deactivation', async () => {
    const { token } = await makeToken({ name: 'Admin script', scopes: ['reviews:read'] }, admin);
    expect((await withBearer(token, 'GET', '/api/reviews?per_page=1')).statusCode).toBe(200);
    await t.db.update(users).set({ userTypeId: USER_TYPE_ID.emailOnly }).where(eq(users.id, admin.user_id));
    expect((await withBearer(token, 'GET', '/api/reviews?per_page=1')).statusCode).toBe(403);
    await t.db.update(users).set({ userTypeId: USER_TYPE_ID.admin, active: false }).where(eq(users.id, admin.user_id));
    expect((await withBearer(token, 'GET', '/api/reviews?per_page=1')).statusCode).toBe(401);
    await t.db.update(users).set({ active: true }).where(eq(users.id, admin.user_id));
    expect((await withBearer(token, 'GET', '/api/reviews?per_page=1')).statusCode).toBe(200);
  });

  it("are their owner's alone, and refuse bad input", async () => {
    const { id } = await makeToken({ name: 'Mine', scopes: ['reviews:read'] });
    expect((await client(t, other).delete(`/api/api_tokens/${id}`)).statusCode).toBe(404);
    expect((await client(t, admin).delete(`/api/api_tokens/${id}`)).statusCode).toBe(404);
    const ids = (await client(t, other).get('/api/api_tokens'))
      .json()
      ._embedded.api_tokens.map((row: Created) => row.id);
    expect(ids).not.toContain(id);
    expect((await client(t, user).post('/api/api_tokens', { name: 'x', scopes: [] })).statusCode).toBe(400);
    expect((await client(t, user).post('/api/api_tokens', { name: 'x', scopes: ['everything'] })).statusCode).toBe(400);
    expect((await client(t, user).post('/api/api_tokens', { name: '', scopes: ['reviews:read'] })).statusCode).toBe(
      400,
    );
  });
});
