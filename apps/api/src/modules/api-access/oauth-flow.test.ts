import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { admin, user, other },
} = useTestApp({
  logins: { admin: 'admin@northwind.example', user: 'user@northwind.example', other: 'owner@harbor.example' },
  // Subscriptions are a write tokens make; their receiver is this machine's, which nothing ever posts to here.
  app: { webhookAllowPrivateTargets: true },
});

const REDIRECT = 'https://zap.example/callback';
type Client = { client_id: string; client_secret: string | null };
type Tokens = { access_token: string; refresh_token: string; expires_in: number; scope: string; token_type: string };

async function register(confidential: boolean, session = admin): Promise<Client> {
  const body = { name: confidential ? 'Zap Server' : 'Phone App', redirect_uris: [REDIRECT], confidential };
  const created = await client(t, session).post('/api/oauth_clients', body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as Client;
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The user allows the client on the consent step; the code from the redirect. */
async function authorize(app: Client, query: Record<string, string>, session = user): Promise<string> {
  const request = { response_type: 'code', client_id: app.client_id, redirect_uri: REDIRECT, state: 'xyz', ...query };
  const decided = await client(t, session).post('/api/oauth/consent', { ...request, decision: 'allow' });
  expect(decided.statusCode, decided.body).toBe(200);
  const to = new URL(decided.json().redirect_to);
  expect(to.searchParams.get('state')).toBe('xyz');
  return to.searchParams.get('code') ?? '';
}

/** POST /api/oauth/token as a form, with HTTP Basic for a confidential client. */
const tokenCall = (app: Client, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(app.client_secret && {
        authorization: `Basic ${Buffer.from(`${app.client_id}:${app.client_secret}`).toString('base64')}`,
      }),
    },
    payload: new URLSearchParams({ ...(app.client_secret ? {} : { client_id: app.client_id }), ...fields }).toString(),
  });

const reviewsWith = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/reviews?per_page=1', headers: { authorization: `Bearer ${accessToken}` } });

describe('OAuth 2.0 clients', () => {
  it('are registered by admins; the secret is shown once and public clients get none', async () => {
    const confidential = await register(true);
    expect(confidential.client_id).toMatch(/^rpc_/);
    expect(confidential.client_secret).toMatch(/^rps_/);
    expect((await register(false)).client_secret).toBeNull();
    const listed = await client(t, admin).get('/api/oauth_clients');
    expect(JSON.stringify(listed.json())).not.toContain(confidential.client_secret);
    const refused = await client(t, user).post('/api/oauth_clients', {
      name: 'x',
      redirect_uris: [REDIRECT],
      confidential: true,
    });
    expect(refused.statusCode).toBe(403);
    const bad = await client(t, admin).post('/api/oauth_clients', {
      name: 'x',
      redirect_uris: ['nope'],
      confidential: true,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the authorization code flow', () => {
  it('describes the request in plain words, and sends a denial back as access_denied', async () => {
    const app = await register(true);
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      scope: 'reviews:read responses:write',
      state: 's1',
    });
    const described = await client(t, user).get(`/api/oauth/consent?${query}`);
    expect(described.json()).toEqual({
      client_name: 'Zap Server',
      redirect_uri: REDIRECT,
      scopes: [
        { scope: 'reviews:read', label: 'Read your reviews and their tags' },
        { scope: 'responses:write', label: 'Reply to reviews on your behalf' },
      ],
    });
    const denied = await client(t, user).post('/api/oauth/consent', { ...Object.fromEntries(query), decision: 'deny' });
    const to = new URL(denied.json().redirect_to);
    expect(to.origin + to.pathname).toBe(REDIRECT);
    expect(to.searchParams.get('error')).toBe('access_denied');
    expect(to.searchParams.get('state')).toBe('s1');
  });

  it('refuses a redirect URI not registered, or a client of another account, without redirecting', async () => {
    const app = await register(true);
    const base = { response_type: 'code', client_id: app.client_id, scope: 'reviews:read' };
    const mismatch = new URLSearchParams({ ...base, redirect_uri: 'https://evil.example/callback' });
    expect((await client(t, user).get(`/api/oauth/consent?${mismatch}`)).statusCode).toBe(400);
    const elsewhere = new URLSearchParams({ ...base, redirect_uri: REDIRECT });
    expect((await client(t, other).get(`/api/oauth/consent?${elsewhere}`)).statusCode).toBe(400);
    // An unknown scope goes back to the client, as RFC 6749 §4.1.2.1 says.
    const scoped = new URLSearchParams({ ...base, redirect_uri: REDIRECT, scope: 'everything' });
    const back = (await client(t, user).get(`/api/oauth/consent?${scoped}`)).json();
    expect(new URL(back.redirect_to).searchParams.get('error')).toBe('invalid_scope');
  });

  it('requires S256 PKCE of a public client, and refuses a wrong verifier', async () => {
    const app = await register(false);
    const decided = await client(t, user).post('/api/oauth/consent', {
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      scope: 'reviews:read',
      decision: 'allow',
    });
    expect(new URL(decided.json().redirect_to).searchParams.get('error')).toBe('invalid_request');

    const { challenge } = pkce();
    const code = await authorize(app, {
      scope: 'reviews:read',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const wrong = await tokenCall(app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: pkce().verifier,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_grant');
  });

  it('exchanges a code once: the tokens call the API within their scopes, and a replay revokes them', async () => {
    const app = await register(false);
    const { verifier, challenge } = pkce();
    const code = await authorize(app, {
      scope: 'reviews:read',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const fields = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier };
    const exchanged = await tokenCall(app, fields);
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const tokens = exchanged.json() as Tokens;
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'reviews:read' });
    expect(tokens.access_token).toMatch(/^rpo_/);
    expect((await reviewsWith(tokens.access_token)).statusCode).toBe(200);
    const locations = await t.app.inject({
      method: 'GET',
      url: '/api/locations',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(locations.statusCode).toBe(403);

    const replayed = await tokenCall(app, fields);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error).toBe('invalid_grant');
    expect((await reviewsWith(tokens.access_token)).statusCode).toBe(401);
    const refreshed = await tokenCall(app, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.json().error).toBe('invalid_grant');
  });

  it('names the client on the audit rows of the writes its access token makes', async () => {
    const app = await register(true);
    const code = await authorize(app, { scope: 'webhooks:write' }, admin);
    const exchanged = await tokenCall(app, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/webhook_subscriptions',
      headers: { authorization: `Bearer ${(exchanged.json() as Tokens).access_token}` },
      payload: { url: 'http://127.0.0.1:9/catch', events: ['review.created'] },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const log = (await client(t, admin).get('/api/audit_events?action=POST%20/webhook_subscriptions')).json();
    expect(log._embedded.audit_events[0]).toMatchObject({
      actor_email: 'admin@northwind.example',
      via: 'oauth client Zap Server',
    });
  });

  it('refuses a redirect_uri that differs from the request, and a wrong client secret', async () => {
    const app = await register(true);
    const code = await authorize(app, { scope: 'reviews:read' });
    const mismatch = await tokenCall(app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'https://zap.example/other',
    });
    expect(mismatch.json().error).toBe('invalid_grant');
    const secretless = await tokenCall(
      { ...app, client_secret: 'rps_wrong' },
      { grant_type: 'authorization_code', code },
    );
    expect(secretless.statusCode).toBe(401);
    expect(secretless.json().error).toBe('invalid_client');
    const unsupported = await tokenCall(app, { grant_type: 'password' });
    expect(unsupported.json().error).toBe('unsupported_grant_type');
  });

  it('rotates refresh tokens; reusing an old one ends the whole grant', async () => {
    const app = await register(true);
    const code = await authorize(app, { scope: 'reviews:read' });
    const first = (
      await tokenCall(app, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT })
    ).json() as Tokens;
    const second = await tokenCall(app, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(second.statusCode, second.body).toBe(200);
    const rotated = second.json() as Tokens;
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect((await reviewsWith(rotated.access_token)).statusCode).toBe(200);

    const reused = await tokenCall(app, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reused.json().error).toBe('invalid_grant');
    expect((await reviewsWith(rotated.access_token)).statusCode).toBe(401);
    const afterReuse = await tokenCall(app, { grant_type: 'refresh_token', refresh_token: rotated.refresh_token });
    expect(afterReuse.json().error).toBe('invalid_grant');
  });

  it('revokes a token on the client’s word (RFC 7009), and every token when the client is deleted', async () => {
    const app = await register(true);
    const code = await authorize(app, { scope: 'reviews:read' });
    const tokens = (
      await tokenCall(app, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT })
    ).json() as Tokens;
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/revoke',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${app.client_id}:${app.client_secret}`).toString('base64')}`,
      },
      payload: new URLSearchParams({ token: tokens.access_token }).toString(),
    });
    expect(revoked.statusCode).toBe(200);
    expect((await reviewsWith(tokens.access_token)).statusCode).toBe(401);

    const again = (
      await tokenCall(app, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token })
    ).json() as Tokens;
    expect((await reviewsWith(again.access_token)).statusCode).toBe(200);
    const listed = (await client(t, admin).get('/api/oauth_clients')).json()._embedded.oauth_clients;
    const id = listed.find((row: { client_id: string }) => row.client_id === app.client_id).id;
    expect((await client(t, other).delete(`/api/oauth_clients/${id}`)).statusCode).toBe(404);
    expect((await client(t, admin).delete(`/api/oauth_clients/${id}`)).statusCode).toBe(204);
    expect((await reviewsWith(again.access_token)).statusCode).toBe(401);
  });
});
