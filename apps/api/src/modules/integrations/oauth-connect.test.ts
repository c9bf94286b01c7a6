import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeFacebook, startFakeFacebook } from '../../../test/fakes/fake-facebook';
import { type FakeGoogle, startFakeGoogle } from '../../../test/fakes/fake-google';
import { type FakeTrustpilot, startFakeTrustpilot } from '../../../test/fakes/fake-trustpilot';
import { client, createTestApp, login, type Session, useTestApp } from '../../../test/test-app';
import { oauthStates, oauthTokens } from '../../platform/db/schema';
import { STATE_LIFETIME_MS } from './oauth-connect.service';

let google: FakeGoogle;
let facebook: FakeFacebook;
let trustpilot: FakeTrustpilot;
const logLines: string[] = [];
const REDIRECT = (provider: string) => `http://repute.test/api/oauth/callback/${provider}`;

beforeAll(async () => {
  google = await startFakeGoogle();
  facebook = await startFakeFacebook();
  trustpilot = await startFakeTrustpilot();
  trustpilot.oauth.redirectUri = REDIRECT('trustpilot');
  google.oauth.redirectUri = REDIRECT('google');
  facebook.oauth.redirectUri = REDIRECT('facebook');
});
afterAll(async () => {
  await google.close();
  await facebook.close();
  await trustpilot.close();
});
const {
  t,
  sessions: { admin },
} = useTestApp({
  app: () => ({
    logStream: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
    oauth: {
      config: {
        googleClientId: google.oauth.clientId,
        googleClientSecret: google.oauth.clientSecret,
        facebookAppId: facebook.oauth.appId,
        facebookAppSecret: facebook.oauth.appSecret,
        trustpilotApiKey: trustpilot.oauth.apiKey,
        trustpilotApiSecret: trustpilot.oauth.apiSecret,
      },
      urls: {
        googleAuthorize: `${google.url}/o/oauth2/v2/auth`,
        googleToken: `${google.url}/token`,
        facebookDialog: facebook.url,
        facebookGraph: facebook.url,
        trustpilotAuthorize: `${trustpilot.url}/authenticate`,
        trustpilotApi: trustpilot.url,
      },
    },
  }),
  logins: { admin: 'admin@northwind.example' },
});

/** The browser's cookie for the callback path, as the outbound call set it. */
let browserCookie = '';

/** The admin's browser asks for the consent address and follows it; the fake provider "consents". */
async function outbound(provider: string, session: Session = admin) {
  const response = await client(t, session).get(`/api/oauth/outbound/${provider}`);
  expect(response.statusCode).toBe(200);
  browserCookie = String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return new URL(response.json().url);
}

/** The provider redirects the browser back to the callback; by default the browser that asked. */
async function callback(provider: string, params: Record<string, string>, cookie = browserCookie) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/oauth/callback/${provider}?${new URLSearchParams(params)}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string);
}

async function tokenOf(sourceId: number) {
  const [row] = await t.db.select().from(oauthTokens).where(eq(oauthTokens.sourceId, sourceId));
  return row;
}

describe('connecting Google', () => {
  it('sends the admin to Google for offline consent to business.manage, with a state', async () => {
    const consent = await outbound('google');
    expect(`${consent.origin}${consent.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(consent.searchParams)).toEqual({
      client_id: google.oauth.clientId,
      redirect_uri: REDIRECT('google'),
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/business.manage',
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state: expect.stringMatching(/^[\w-]{43}$/),
    });
    // Only the state's hash is kept.
    const states = await t.db.select().from(oauthStates);
    expect(states.some((row) => row.stateHash === consent.searchParams.get('state'))).toBe(false);
  });

  it('exchanges the code at the token endpoint and stores the access token, refresh token and expiry', async () => {
    const state = (await outbound('google')).searchParams.get('state') ?? '';
    const before = Date.now();
    const back = await callback('google', { code: google.oauth.authorizationCode, state, scope: 'x' });
    expect(back.toString()).toBe('http://repute.test/settings/integrations?connected=google');
    const exchange = google.requests.at(-1);
    expect(exchange?.body).toMatchObject({ grant_type: 'authorization_code', redirect_uri: REDIRECT('google') });
    const token = await tokenOf(1);
    expect(token).toMatchObject({
      accessToken: 'ya29.granted-1',
      refreshToken: google.oauth.refreshToken,
      createdByUserId: admin.user_id,
    });
    expect(token?.expiresAt?.getTime()).toBeGreaterThanOrEqual(before + 3_598_000);
    expect(token?.expiresAt?.getTime()).toBeLessThanOrEqual(Date.now() + 3_600_000);

    // The state was used: the same redirect again is refused.
    const replay = await callback('google', { code: 'another', state });
    expect(Object.fromEntries(replay.searchParams)).toEqual({ connect_failed: 'google', reason: 'state' });

    // Listed as connected; its refresh token keeps it from expiring in the list.
    const listed = (await client(t, admin).get('/api/integrations?id=1')).json()._embedded.integrations[0];
    expect(listed).toMatchObject({ integrated: true, available: true, missing_settings: [], expires_at: null });
  });

  it('connects only in the browser that asked: a consent address opened elsewhere stores nothing', async () => {
    const before = await tokenOf(1);
    const consent = await outbound('google');
    expect(browserCookie).toMatch(/^repute_oauth_state=.+/);
    const state = consent.searchParams.get('state') ?? '';
    // Sent to someone else, who consents in their own browser: no cookie, or their own from another consent.
    for (const cookie of ['', 'repute_oauth_state=someone-elses']) {
      const back = await callback('google', { code: google.oauth.authorizationCode, state }, cookie);
      expect(Object.fromEntries(back.searchParams)).toEqual({ connect_failed: 'google', reason: 'state' });
    }
    expect(await tokenOf(1)).toEqual(before);
  });

  it('refuses a missing, unknown or expired state, and one of another provider', async () => {
    const failure = async (params: Record<string, string>, provider = 'google') =>
      Object.fromEntries((await callback(provider, params)).searchParams);
    expect(await failure({ code: 'x' })).toEqual({ connect_failed: 'google', reason: 'state' });
    expect(await failure({ code: 'x', state: 'made-up' })).toEqual({ connect_failed: 'google', reason: 'state' });

    const facebookState = (await outbound('facebook')).searchParams.get('state') ?? '';
    expect(await failure({ code: 'x', state: facebookState })).toEqual({ connect_failed: 'google', reason: 'state' });

    const expired = (await outbound('google')).searchParams.get('state') ?? '';
    await t.db.update(oauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await failure({ code: 'x', state: expired })).toEqual({ connect_failed: 'google', reason: 'state' });
    expect(STATE_LIFETIME_MS).toBe(600_000);
  });

  it('sends the browser back with a failure when the person declines or Google refuses the code', async () => {
    const declined = (await outbound('google')).searchParams.get('state') ?? '';
    expect(
      Object.fromEntries((await callback('google', { error: 'access_denied', state: declined })).searchParams),
    ).toEqual({
      connect_failed: 'google',
      reason: 'denied',
    });
    const refused = (await outbound('google')).searchParams.get('state') ?? '';
    const back = await callback('google', { code: 'not-the-code', state: refused });
    expect(Object.fromEntries(back.searchParams)).toEqual({ connect_failed: 'google', reason: 'exchange' });

    const down = (await outbound('google')).searchParams.get('state') ?? '';
    google.failNext = true;
    const unavailable = await callback('google', { code: 'whatever', state: down });
    expect(Object.fromEntries(unavailable.searchParams)).toEqual({ connect_failed: 'google', reason: 'unavailable' });
  });
});

describe('connecting Facebook', () => {
  it('asks for the Page scopes, then stores the long-lived token and its expiry for the banner', async () => {
    const consent = await outbound('facebook');
    expect(`${consent.origin}${consent.pathname}`).toBe(`${facebook.url}/v21.0/dialog/oauth`);
    expect(consent.searchParams.get('scope')).toBe(
      'pages_show_list,pages_read_engagement,pages_read_user_content,pages_manage_engagement',
    );
    expect(consent.searchParams.get('redirect_uri')).toBe(REDIRECT('facebook'));
    const state = consent.searchParams.get('state') ?? '';

    const back = await callback('facebook', { code: facebook.oauth.code, state });
    expect(back.toString()).toBe('http://repute.test/settings/integrations?connected=facebook');
    const calls = facebook.requests.filter((request) => request.url.pathname === '/v21.0/oauth/access_token');
    expect(calls.map((request) => request.url.searchParams.get('grant_type'))).toEqual([null, 'fb_exchange_token']);
    const token = await tokenOf(2);
    expect(token).toMatchObject({ accessToken: 'EAAlong1', refreshToken: null, createdByUserId: admin.user_id });

    const banner = (await client(t, admin).get('/api/oauth_tokens')).json()._embedded.oauth_tokens;
    expect(banner.find((row: { integration_code: string }) => row.integration_code === 'facebook')).toMatchObject({
      daysUntilExpires: 60,
    });
    const listed = (await client(t, admin).get('/api/integrations?id=2')).json()._embedded.integrations[0];
    expect(listed).toMatchObject({ integrated: true, daysUntilExpires: 60, oauth_token_id: token?.id });
  });

  it('fails back to the page when Facebook refuses the code (a used one)', async () => {
    const state = (await outbound('facebook')).searchParams.get('state') ?? '';
    const back = await callback('facebook', { code: 'AQDfakeLoginCode', state });
    expect(Object.fromEntries(back.searchParams)).toEqual({ connect_failed: 'facebook', reason: 'exchange' });
  });
});

describe('connecting Trustpilot', () => {
  it("sends the admin to Trustpilot's login and exchanges the code with the Basic credentials", async () => {
    const consent = await outbound('trustpilot');
    expect(`${consent.origin}${consent.pathname}`).toBe(`${trustpilot.url}/authenticate`);
    expect(Object.fromEntries(consent.searchParams)).toEqual({
      client_id: trustpilot.oauth.apiKey,
      redirect_uri: REDIRECT('trustpilot'),
      response_type: 'code',
      state: expect.stringMatching(/^[\w-]{43}$/),
    });
    const before = Date.now();
    const back = await callback('trustpilot', { code: 'tp-code-1', state: consent.searchParams.get('state') ?? '' });
    expect(back.toString()).toBe('http://repute.test/settings/integrations?connected=trustpilot');
    const token = await tokenOf(7);
    expect(token).toMatchObject({ accessToken: 'tp-granted-1', refreshToken: 'tp-refresh-1' });
    // expires_in came as the string "359999": about 100 hours.
    expect(token?.expiresAt?.getTime()).toBeGreaterThanOrEqual(before + 359_998_000);
    expect(token?.expiresAt?.getTime()).toBeLessThanOrEqual(Date.now() + 359_999_000);
  });

  it('fails back to the page when Trustpilot refuses a used code', async () => {
    const state = (await outbound('trustpilot')).searchParams.get('state') ?? '';
    const back = await callback('trustpilot', { code: 'tp-code-1', state });
    expect(Object.fromEntries(back.searchParams)).toEqual({ connect_failed: 'trustpilot', reason: 'exchange' });
  });
});

describe('who may connect', () => {
  it('is for admins; unknown providers are not connected', async () => {
    const manager = await login(t, 'manager@northwind.example');
    expect((await client(t, manager).get('/api/oauth/outbound/google')).statusCode).toBe(403);
    expect((await client(t).get('/api/oauth/outbound/google')).statusCode).toBe(401);
    expect((await client(t, admin).get('/api/oauth/outbound/myspace')).statusCode).toBe(404);
  });

  it('never logs a code, a token, a state or a secret', () => {
    const log = logLines.join('');
    expect(log).toContain('/api/oauth/callback/google');
    for (const secret of [
      google.oauth.clientSecret,
      facebook.oauth.appSecret,
      '4/0AfakeAuthorizationCode',
      'AQDfakeLoginCode',
      'ya29.granted-1',
      'EAAlong1',
      'EAAshort1',
      google.oauth.refreshToken,
      trustpilot.oauth.apiSecret,
      'tp-code-1',
      'tp-granted-1',
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/state=(?!\[redacted\])/);
  });
});

describe('an install without client ids', () => {
  it('does not offer Connect and says which settings the operator must set', async () => {
    const bare = await createTestApp();
    try {
      const session = await login(bare, 'admin@northwind.example');
      const response = await client(bare, session).get('/api/oauth/outbound/facebook');
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        "Facebook cannot be connected until the server's operator sets FACEBOOK_APP_ID and FACEBOOK_APP_SECRET",
      );
    } finally {
      await bare.close();
    }
  });
});

describe('a demo install without client ids', () => {
  it('connects Google, Facebook and Trustpilot through the sandbox consent, which comes straight back', async () => {
    const demo = await createTestApp({ oauth: { config: { demoMode: true }, urls: {} } });
    try {
      const session = await login(demo, 'admin@northwind.example');
      const listed = (await client(demo, session).get('/api/integrations?sort=id')).json()._embedded.integrations;
      for (const code of ['google', 'facebook', 'trustpilot']) {
        expect(listed.find((row: { code: string }) => row.code === code)).toMatchObject({
          available: true,
          missing_settings: [],
        });
      }

      const outboundAnswer = await client(demo, session).get('/api/oauth/outbound/facebook');
      expect(outboundAnswer.statusCode).toBe(200);
      const consent = new URL(outboundAnswer.json().url);
      // The sandbox "consents" at once: the consent address is the callback itself.
      expect(`${consent.origin}${consent.pathname}`).toBe(REDIRECT('facebook'));
      const cookie = String(outboundAnswer.headers['set-cookie'] ?? '').split(';')[0] ?? '';
      const back = await demo.app.inject({
        method: 'GET',
        url: `${consent.pathname}${consent.search}`,
        headers: { cookie },
      });
      expect(back.headers.location).toBe('http://repute.test/settings/integrations?connected=facebook');

      // A new long-lived Facebook token, as Facebook gives (about 60 days).
      const facebookNow = (await client(demo, session).get('/api/integrations?id=2')).json()._embedded.integrations[0];
      expect(facebookNow).toMatchObject({ integrated: true, daysUntilExpires: 60 });
    } finally {
      await demo.close();
    }
  });
});
