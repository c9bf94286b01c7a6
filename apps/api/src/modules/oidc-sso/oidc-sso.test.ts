import { SSO_NOT_SET_UP, SSO_REFUSED, USER_TYPE_ID } from '@repute/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeOidcProvider,
  type FakeOidcTamper,
  startFakeOidcProvider,
} from '../../../test/fakes/fake-oidc-provider';
import { basic, client, useTestApp } from '../../../test/test-app';
import { oidcConfigurations, users } from '../../platform/db/schema';

let provider: FakeOidcProvider;
const logLines: string[] = [];
beforeAll(async () => {
  provider = await startFakeOidcProvider();
});
afterAll(() => provider.close());

const {
  t,
  sessions: { admin, manager, partner, harborOwner },
} = useTestApp({
  logins: {
    admin: 'admin@northwind.example',
    manager: 'manager@northwind.example',
    partner: 'partner@summit.example',
    harborOwner: 'owner@harbor.example',
  },
  app: { logStream: { write: (line: string) => void logLines.push(line) }, logLevel: 'info' },
});

/** The sign-in events logged since `from`. */
const ssoEvents = (from: number) =>
  logLines
    .slice(from)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.event === 'sso_login');

type AuditRow = { id: number; action: string; actor_email: string | null; after: Record<string, unknown> | null };

/** The account's newest OIDC sign-in entries in its audit log, as its admin sees them. */
async function oidcAudit(session = admin): Promise<AuditRow[]> {
  const response = await client(t, session).get('/api/audit_events?action=login.oidc&per_page=5');
  expect(response.statusCode).toBe(200);
  return response.json()._embedded.audit_events;
}

const configure = (overrides: Record<string, unknown> = {}, session = admin) =>
  client(t, session).put('/api/sso/oidc', {
    enabled: true,
    issuer: provider.issuer,
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
    email_domains: ['northwind.example', 'northwind-staff.example'],
    jit_user_type_id: USER_TYPE_ID.readOnly,
    ...overrides,
  });

/** "Sign in with SSO" as `email`, through the provider (which signs in its `user`), back to the callback. */
async function signIn(email: string, tamper: FakeOidcTamper = {}) {
  const started = await client(t).post('/api/sso/oidc/start', { email });
  expect(started.statusCode).toBe(200);
  const redirect = await fetch(started.json().authorization_url, { redirect: 'manual' });
  const back = new URL(redirect.headers.get('location') ?? '');
  expect(back.origin + back.pathname).toBe('http://repute.test/sso/callback');
  const response = {
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    iss: back.searchParams.get('iss') ?? '',
  };
  provider.tamper = tamper;
  const from = logLines.length;
  const answer = await client(t).post('/api/sso/oidc/callback', response);
  return { answer, response, events: ssoEvents(from) };
}

async function expectRefused(attempt: ReturnType<typeof signIn>, reason: RegExp) {
  const { answer, events } = await attempt;
  expect(answer.statusCode).toBe(401);
  expect(answer.json().message).toBe(SSO_REFUSED);
  expect(events).toEqual([expect.objectContaining({ outcome: 'refused', reason: expect.stringMatching(reason) })]);
}

describe("an admin's single sign-on settings", () => {
  it("shows the demo's configuration (off, a public client), answers 404 once it is removed", async () => {
    const seeded = await client(t, admin).get('/api/sso/oidc');
    expect(seeded.json()).toMatchObject({
      enabled: false,
      has_client_secret: false,
      email_domains: ['northwind.example'],
    });
    expect((await client(t).post('/api/sso/oidc/start', { email: 'admin@northwind.example' })).statusCode).toBe(404);
    expect((await client(t, admin).delete('/api/sso/oidc')).statusCode).toBe(204);
    expect((await client(t, admin).get('/api/sso/oidc')).statusCode).toBe(404);
    expect((await client(t, admin).delete('/api/sso/oidc')).statusCode).toBe(404);
  });

  it('keeps the client secret sealed and never sends it back', async () => {
    const saved = await configure();
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      enabled: true,
      issuer: provider.issuer,
      has_client_secret: true,
      email_domains: ['northwind-staff.example', 'northwind.example'],
      redirect_uri: 'http://repute.test/sso/callback',
    });
    expect(saved.body).not.toContain(provider.clientSecret);
    const [row] = await t.db
      .select()
      .from(oidcConfigurations)
      .where(eq(oidcConfigurations.accountId, admin.account_id));
    expect(row?.clientSecretSealed).toMatch(/^v1\./);
    expect(row?.clientSecretSealed).not.toContain(provider.clientSecret);

    // Saved again without a secret: the stored one stays.
    const again = await configure({ client_secret: undefined });
    expect(again.json().has_client_secret).toBe(true);
    const [kept] = await t.db
      .select()
      .from(oidcConfigurations)
      .where(eq(oidcConfigurations.accountId, admin.account_id));
    expect(kept?.clientSecretSealed).toBe(row?.clientSecretSealed);
  });

  it('is for admins only, refuses a domain another account signs in, and bad input', async () => {
    expect((await client(t, manager).get('/api/sso/oidc')).statusCode).toBe(403);
    expect((await configure({}, manager)).statusCode).toBe(403);
    const taken = await configure({ email_domains: ['northwind.example'] }, partner);
    expect(taken.statusCode).toBe(409);
    expect((await configure({ issuer: 'http://idp.example.com' })).statusCode).toBe(400);
    // Not a URL at all: refused as input, never thrown (the fuzz of malformed requests found it).
    expect((await client(t, admin).post('/api/sso/oidc/test', { issuer: '\u{10F8D6}' })).statusCode).toBe(400);
    expect((await configure({ email_domains: ['not a domain'] })).statusCode).toBe(400);
    expect((await configure({ jit_user_type_id: USER_TYPE_ID.admin })).statusCode).toBe(400);
  });

  it("tests the connection with the issuer's discovery document", async () => {
    const found = await client(t, admin).post('/api/sso/oidc/test', { issuer: provider.issuer });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      issuer: provider.issuer,
      authorization_endpoint: `${provider.issuer}/authorize`,
      token_endpoint: `${provider.issuer}/token`,
      jwks_uri: `${provider.issuer}/jwks`,
    });
    const missing = await client(t, admin).post('/api/sso/oidc/test', { issuer: 'http://127.0.0.1:9' });
    expect(missing.statusCode).toBe(422);
  });
});

describe('signing in through the identity provider', () => {
  beforeAll(async () => {
    expect((await configure()).statusCode).toBe(200);
  });

  it('sends the browser to the provider with state, nonce and PKCE (S256)', async () => {
    const started = await client(t).post('/api/sso/oidc/start', { email: 'manager@northwind.example' });
    const url = new URL(started.json().authorization_url);
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/authorize`);
    expect(url.searchParams.get('state')).toBe(started.json().state);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('login_hint')).toBe('manager@northwind.example');
  });

  it('signs an existing user in with the session a password login starts, and logs it without secrets', async () => {
    provider.user = { email: 'manager@northwind.example' };
    const { answer, response, events } = await signIn('manager@northwind.example');
    expect(answer.statusCode).toBe(201);
    const state = answer.json();
    expect(state).toMatchObject({ user_id: manager.user_id, account_id: admin.account_id, isShadowing: false });
    expect((await client(t, { authorization: basic(state.email, state.token) }).get('/api/auth')).statusCode).toBe(200);
    expect(events).toEqual([
      expect.objectContaining({ outcome: 'succeeded', user_id: manager.user_id, jit_created: false }),
    ]);
    const [audited] = await oidcAudit();
    expect(audited).toMatchObject({
      action: 'login.oidc',
      actor_email: 'manager@northwind.example',
      after: { jit_created: false },
    });
    const logged = logLines.join('\n');
    for (const secret of [provider.clientSecret, state.token, response.code, response.state]) {
      expect(logged).not.toContain(secret);
    }
  });

  it('creates a just-in-time user of the default type on a first sign-in', async () => {
    provider.user = { email: 'new.person@northwind-staff.example', given_name: 'New', family_name: 'Person' };
    const { answer, events } = await signIn('new.person@northwind-staff.example');
    expect(answer.statusCode).toBe(201);
    const [created] = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'new.person@northwind-staff.example'`);
    expect(created).toMatchObject({
      accountId: admin.account_id,
      userTypeId: USER_TYPE_ID.readOnly,
      firstName: 'New',
      lastName: 'Person',
      passwordHash: null,
    });
    expect(answer.json().user_id).toBe(created?.id);
    expect(events[0]).toMatchObject({ outcome: 'succeeded', jit_created: true });
  });

  it('refuses an address whose domain has no single sign-on', async () => {
    const refused = await client(t).post('/api/sso/oidc/start', { email: 'someone@elsewhere.example' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(SSO_NOT_SET_UP);
  });

  it('refuses an ID token whose address is outside the allowed domains', async () => {
    provider.user = { email: 'someone@elsewhere.example' };
    await expectRefused(signIn('manager@northwind.example'), /^domain_not_allowed$/);
  });

  it('refuses an unknown user when just-in-time users are off', async () => {
    await configure({ jit_user_type_id: null });
    provider.user = { email: 'stranger@northwind-staff.example' };
    await expectRefused(signIn('stranger@northwind-staff.example'), /^no_user_and_jit_off$/);
    await configure();
  });

  it('refuses an ID token from another issuer', async () => {
    provider.user = { email: 'manager@northwind.example' };
    await expectRefused(signIn('manager@northwind.example', { issuer: 'https://evil.example' }), /"iss" \(issuer\)/);
  });

  it('refuses an ID token for another client', async () => {
    await expectRefused(signIn('manager@northwind.example', { audience: 'another-client' }), /"aud" \(audience\)/);
  });

  it('refuses an expired ID token', async () => {
    await expectRefused(signIn('manager@northwind.example', { expiresIn: -600 }), /"exp" \(expiration time\)/);
  });

  it('refuses an ID token signed with a key the provider does not publish, and writes the refusal to the audit log', async () => {
    await expectRefused(signIn('manager@northwind.example', { foreignKey: true }), /JWT signature verification failed/);
    const [audited] = await oidcAudit();
    expect(audited).toMatchObject({
      action: 'login.oidc_refused',
      actor_email: null,
      after: { reason: expect.stringMatching(/JWT signature verification failed/) },
    });
  });

  it('refuses a replayed state, and a replayed ID token (its nonce was for another sign-in)', async () => {
    const first = await signIn('manager@northwind.example');
    expect(first.answer.statusCode).toBe(201);
    const [newest] = await oidcAudit();
    const replayed = await client(t).post('/api/sso/oidc/callback', first.response);
    expect(replayed.statusCode).toBe(401);
    // A used state names no account any more, so nothing is written to an audit log for it.
    expect((await oidcAudit())[0]?.id).toBe(newest?.id);
    await expectRefused(signIn('manager@northwind.example', { replayPrevious: true }), /"nonce" claim/);
    expect((await oidcAudit())[0]).toMatchObject({
      action: 'login.oidc_refused',
      after: { reason: expect.stringMatching(/"nonce" claim/) },
    });
  });

  it("signs in a partner's child user with the partner's configuration", async () => {
    const saved = await configure(
      { email_domains: ['harbor.example'], jit_user_type_id: null, client_secret: provider.clientSecret },
      partner,
    );
    expect(saved.statusCode).toBe(200);
    provider.user = { email: 'owner@harbor.example' };
    const { answer } = await signIn('owner@harbor.example');
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ email: 'owner@harbor.example' });
    expect(answer.json().account_id).not.toBe(partner.account_id);
  });

  it("refuses a child's user once the child has a configuration of its own", async () => {
    const own = await configure({ email_domains: ['harbor-staff.example'] }, harborOwner);
    expect(own.statusCode).toBe(200);
    provider.user = { email: 'owner@harbor.example' };
    await expectRefused(signIn('owner@harbor.example'), /^user_in_another_account$/);
  });

  it('refuses a deactivated user', async () => {
    await t.db.update(users).set({ active: false }).where(eq(users.id, manager.user_id));
    provider.user = { email: 'manager@northwind.example' };
    await expectRefused(signIn('manager@northwind.example'), /^user_deactivated$/);
  });
});
