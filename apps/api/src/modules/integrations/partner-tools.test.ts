import { Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGoogle, startFakeGoogle } from '../../../test/fakes/fake-google';
import { linkIn, startSmtpPeer } from '../../../test/smtp-peer';
import { client, login, type Session, useTestApp } from '../../../test/test-app';
import { accounts, globalTokenIntegrations, integrationSetupSteps, oauthTokens } from '../../platform/db/schema';
import { createLinkSigner } from '../../platform/mail/link-signer';
import { createSetupLinks } from './setup-links';

let google: FakeGoogle;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
const REDIRECT = 'http://repute.test/api/oauth/callback/google';

beforeAll(async () => {
  google = await startFakeGoogle();
  google.oauth.redirectUri = REDIRECT;
  smtp = await startSmtpPeer();
});
afterAll(async () => {
  await google.close();
  await smtp.close();
});

const {
  t,
  sessions: { partner, admin },
} = useTestApp({
  app: () => ({
    smtpUrl: smtp.url,
    oauth: {
      config: { googleClientId: google.oauth.clientId, googleClientSecret: google.oauth.clientSecret },
      urls: { googleAuthorize: `${google.url}/o/oauth2/v2/auth`, googleToken: `${google.url}/token` },
    },
  }),
  logins: { partner: 'partner@summit.example', admin: 'admin@northwind.example' },
});

async function accountId(name: string) {
  const [row] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name));
  if (!row) throw new Error(`no account ${name}`);
  return row.id;
}

type ChildRow = { account_id: number; account_name: string; owner_email: string | null; integrations: Row[] };
type Row = { code: string; state: string; setup_step: string | null; global_token_integration_id: number | null };

async function childIntegrations(session: Session = partner): Promise<ChildRow[]> {
  const response = await client(t, session).get('/api/partner_tools/child_integrations');
  expect(response.statusCode).toBe(200);
  return response.json()._embedded.child_integrations;
}

const integrationOf = (rows: ChildRow[], account: number, code: string) =>
  rows.find((row) => row.account_id === account)?.integrations.find((row) => row.code === code);

/** The partner e-mails Bluebird's owner a setup link; the token the e-mail links. */
async function setupToken(): Promise<string> {
  const bluebird = await accountId('Bluebird Bistro');
  const sent = await client(t, partner).post('/api/partner_tools/setup_links', { child_account_id: bluebird });
  expect(sent.statusCode).toBe(202);
  expect(sent.json().sent_to).toBe('owner@bluebird.example');
  const mail = await smtp.waitFor('owner@bluebird.example');
  smtp.received.splice(smtp.received.indexOf(mail), 1);
  expect(mail.raw).toContain('Summit Agency asks you to connect');
  return linkIn(mail, '/partner-integrations-setup').searchParams.get('token') ?? '';
}

const setupPage = (token: string) => t.app.inject({ method: 'GET', url: `/api/public/partner_setup/${token}` });

describe('child integrations', () => {
  it("lists each child's integrations as connected, requested or missing, with the steps", async () => {
    const rows = await childIntegrations();
    const bluebird = await accountId('Bluebird Bistro');
    expect(rows.map((row) => row.account_name)).toEqual(['Bluebird Bistro', 'Harbor Fitness']);
    expect(rows[0]?.owner_email).toBe('owner@bluebird.example');
    expect(integrationOf(rows, bluebird, 'trustpilot')).toMatchObject({ state: 'missing', setup_step: 'unstarted' });
    expect(integrationOf(rows, bluebird, 'bing_maps')).toMatchObject({ state: 'missing', setup_step: null });
  });

  it('is for parents: a regular account is refused, and no account of another is reached', async () => {
    expect((await client(t, admin).get('/api/partner_tools/child_integrations')).statusCode).toBe(403);
    const northwind = await accountId('Northwind Dental');
    const other = await client(t, partner).post('/api/partner_tools/setup_links', { child_account_id: northwind });
    expect(other.statusCode).toBe(404);
    expect((await client(t).get('/api/partner_tools/child_integrations')).statusCode).toBe(401);
  });
});

describe("a child's owner connects Google through the partner's link", () => {
  it('describes the setup, speaking as the partner in its colours', async () => {
    const token = await setupToken();
    const page = await setupPage(token);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      business_name: 'Summit Agency',
      brand: { background_color: '#12355b' },
      account_name: 'Bluebird Bistro',
      steps: [
        { code: 'google', status: expect.any(String), available: true },
        { code: 'facebook', available: false },
        { code: 'trustpilot', status: 'unstarted', connected: false },
      ],
    });
  });

  it('starts the step, runs Google consent for the child and comes back to the page connected', async () => {
    const bluebird = await accountId('Bluebird Bistro');
    await t.db.delete(oauthTokens).where(and(eq(oauthTokens.accountId, bluebird), eq(oauthTokens.sourceId, 1)));
    const token = await setupToken();
    const outbound = await t.app.inject({ method: 'GET', url: `/api/public/partner_setup/${token}/oauth/google` });
    expect(outbound.statusCode).toBe(302);
    const consent = new URL(outbound.headers.location as string);
    expect(`${consent.origin}${consent.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
    const cookie = String(outbound.headers['set-cookie']).split(';')[0] ?? '';
    const [started] = await t.db
      .select()
      .from(integrationSetupSteps)
      .where(and(eq(integrationSetupSteps.accountId, bluebird), eq(integrationSetupSteps.step, 'google')));
    expect(started?.status).toBe('started');

    const back = await t.app.inject({
      method: 'GET',
      url: `/api/oauth/callback/google?${new URLSearchParams({ code: google.oauth.authorizationCode, state: consent.searchParams.get('state') ?? '' })}`,
      headers: { cookie },
    });
    const landing = new URL(back.headers.location as string);
    expect(landing.pathname).toBe('/partner-integrations-setup');
    expect(Object.fromEntries(landing.searchParams)).toEqual({ token, connected: 'google' });

    const [stored] = await t.db
      .select()
      .from(oauthTokens)
      .where(and(eq(oauthTokens.accountId, bluebird), eq(oauthTokens.sourceId, 1)));
    const owner = await login(t, 'owner@bluebird.example');
    expect(stored).toMatchObject({ refreshToken: google.oauth.refreshToken, createdByUserId: owner.user_id });
    expect((await setupPage(token)).json().steps[0]).toMatchObject({ status: 'completed', connected: true });
    expect(integrationOf(await childIntegrations(), bluebird, 'google')).toMatchObject({
      state: 'connected',
      setup_step: 'completed',
    });
  });

  it('sends a declined consent to the error page, with the token to try again', async () => {
    const token = await setupToken();
    const outbound = await t.app.inject({ method: 'GET', url: `/api/public/partner_setup/${token}/oauth/google` });
    const state = new URL(outbound.headers.location as string).searchParams.get('state') ?? '';
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/oauth/callback/google?error=access_denied&state=${state}`,
      headers: { cookie: String(outbound.headers['set-cookie']).split(';')[0] ?? '' },
    });
    const landing = new URL(back.headers.location as string);
    expect(landing.pathname).toBe('/partner-integrations-error');
    expect(Object.fromEntries(landing.searchParams)).toEqual({ connect_failed: 'google', reason: 'denied', token });
  });

  it('sends a provider this install cannot connect to the error page', async () => {
    const token = await setupToken();
    const outbound = await t.app.inject({ method: 'GET', url: `/api/public/partner_setup/${token}/oauth/facebook` });
    const landing = new URL(outbound.headers.location as string);
    expect(landing.pathname).toBe('/partner-integrations-error');
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      connect_failed: 'facebook',
      reason: 'unavailable',
      token,
    });
  });

  it('skips a step and takes the skip back', async () => {
    const token = await setupToken();
    const put = (status: string) =>
      t.app.inject({ method: 'PUT', url: `/api/public/partner_setup/${token}/steps/trustpilot`, payload: { status } });
    expect((await put('skipped')).json().steps[2]).toMatchObject({ code: 'trustpilot', status: 'skipped' });
    const bluebird = await accountId('Bluebird Bistro');
    expect(integrationOf(await childIntegrations(), bluebird, 'trustpilot')?.setup_step).toBe('skipped');
    expect((await put('unstarted')).json().steps[2]).toMatchObject({ status: 'unstarted' });
    expect((await put('completed')).statusCode).toBe(400);
  });

  it('asks for a global-token integration, which the partner then verifies: requested, then active', async () => {
    const token = await setupToken();
    const requested = await t.app.inject({
      method: 'POST',
      url: `/api/public/partner_setup/${token}/global_tokens`,
      payload: { integration_id: 101 },
    });
    expect(requested.statusCode).toBe(201);
    expect(requested.json().global_tokens[0]).toEqual({ id: 101, name: 'Bing Maps', status: 'access_requested' });
    const bluebird = await accountId('Bluebird Bistro');
    const bing = integrationOf(await childIntegrations(), bluebird, 'bing_maps');
    expect(bing?.state).toBe('requested');

    const id = bing?.global_token_integration_id;
    expect(
      (await client(t, admin).patch(`/api/partner_tools/global_token_integrations/${id}`, { status: 'active' }))
        .statusCode,
    ).toBe(403);
    const activated = await client(t, partner).patch(`/api/partner_tools/global_token_integrations/${id}`, {
      status: 'active',
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ global_token_integration_status: 'active', integrated: true });
    expect(integrationOf(await childIntegrations(), bluebird, 'bing_maps')?.state).toBe('connected');
  });

  it("does not verify a request of an account that is not the partner's child", async () => {
    const northwind = await accountId('Northwind Dental');
    const [row] = await t.db
      .insert(globalTokenIntegrations)
      .values({ accountId: northwind, integrationCode: 'g2' })
      .returning({ id: globalTokenIntegrations.id });
    const answer = await client(t, partner).patch(`/api/partner_tools/global_token_integrations/${row?.id}`, {
      status: 'active',
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe('a setup link that does not work', () => {
  it('is not found when forged, and gone when expired', async () => {
    const token = await setupToken();
    const harbor = await accountId('Harbor Fitness');
    const forged = token.replace(/^\d+\./, `${harbor}.`);
    expect((await setupPage(forged)).statusCode).toBe(404);
    const links = createSetupLinks(createLinkSigner(t.db), 'http://repute.test');
    const { token: expired } = await links.create(harbor, new Date(Date.now() - 8 * 86_400_000));
    const answer = await setupPage(expired);
    expect(answer.statusCode).toBe(410);
    expect(answer.json().message).toBe('This setup link has expired. Ask your partner for a new one.');
    const connect = await t.app.inject({ method: 'GET', url: `/api/public/partner_setup/${expired}/oauth/google` });
    expect(connect.headers.location).toBe('http://repute.test/partner-integrations-error?reason=expired');
  });
});

describe('exports', () => {
  async function csv(session: Session, resource: 'mta_accounts' | 'mta_integrations') {
    const caller = await t.services.auth.authenticate(session.token, session.email);
    if (!caller) throw new Error('no caller');
    const chunks: Buffer[] = [];
    const output = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    await t.services.exports.writeCsv(caller, { resource, filters: {} }, output);
    return parse(Buffer.concat(chunks), { bom: true, columns: true }) as Record<string, string>[];
  }

  it("writes the partner's children (mta_accounts) and their integrations (mta_integrations)", async () => {
    const children = await csv(partner, 'mta_accounts');
    expect(children.map((row) => row.name)).toEqual(['Bluebird Bistro', 'Harbor Fitness']);
    const lines = await csv(partner, 'mta_integrations');
    const harbor = lines.filter((row) => row.account_name === 'Harbor Fitness');
    expect(harbor.map((row) => row.integration)).toContain('Trustpilot');
    expect(harbor.find((row) => row.integration === 'Trustpilot')).toMatchObject({
      integration_type: 'oauth',
      state: 'missing',
      setup_step: 'unstarted',
    });
    expect(await csv(admin, 'mta_accounts')).toEqual([]);
  });
});
