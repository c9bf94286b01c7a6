import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookEmitter } from '../../../apps/api/src/modules/outgoing-webhooks';
import { ambientSqlExecutor } from '../../../apps/api/src/platform/db/ambient-sql';
import { startWebhookReceiver } from '../../../apps/api/test/fakes/fake-webhook-receiver';
import { client, useTestApp } from '../../../apps/api/test/test-app';
import { listenForWebhooks } from '../../../apps/api/test/webhook-listener';

/** What the tests use of a Zapier app definition (the Zapier Platform's schema, loosely). */
type Bundle = Record<string, unknown> & { authData: Record<string, unknown>; inputData: Record<string, unknown> };
type Request = {
  url: string;
  method?: string;
  body?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
};
type Data = Record<string, unknown>;
type Z = { request: (request: Request) => Promise<{ status: number; data: unknown }> };
type Step = (z: Z, bundle: Bundle) => Promise<unknown> | unknown;
type Operation = {
  perform: Step;
  performSubscribe?: Step;
  performUnsubscribe?: Step;
  performList?: Step;
  sample: Data;
};
type ZapierApp = {
  authentication: {
    type: string;
    fields: { key: string }[];
    oauth2Config: {
      authorizeUrl: { url: string; params: Record<string, string> };
      getAccessToken: (z: Z, bundle: Bundle) => Promise<Record<string, unknown>>;
      scope: string;
      enablePkce: boolean;
    };
    test: (z: Z, bundle: Bundle) => Promise<unknown>;
  };
  beforeRequest: ((request: Request, z: Z, bundle: Bundle) => Request)[];
  triggers: Record<string, { operation: Operation & { type: string } }>;
  creates: Record<string, { operation: Operation }>;
};

const app = createRequire(import.meta.url)('../index.js') as ZapierApp;

const {
  t,
  sessions: { admin },
} = useTestApp({ logins: { admin: 'admin@northwind.example' }, app: { webhookAllowPrivateTargets: true } });

const BASE_URL = 'https://repute.example';
const ZAPIER_REDIRECT = 'https://zapier.com/dashboard/auth/oauth/return/App1CLIAPI/';
/** The connection's access token, which the app's beforeRequest puts on every call: a real one, from Repute. */
let accessToken = '';
const bundleOf = (inputData: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): Bundle => ({
  authData: { base_url: BASE_URL, access_token: accessToken },
  inputData,
  ...extra,
});

/** A body as the Zapier platform sends it: a form when the request says so, else JSON. */
function payloadOf(request: Request): string | Record<string, unknown> | undefined {
  if (request.body === undefined) return undefined;
  const form = request.headers?.['content-type'] === 'application/x-www-form-urlencoded';
  return form
    ? new URLSearchParams(request.body as Record<string, string>).toString()
    : (request.body as Record<string, unknown>);
}

/**
 * Zapier's z.request as the platform runs it: the app's beforeRequest first, then the call, which throws for a
 * status of 400 and up. The call goes to the test's real app, with the headers the app set (its Bearer token).
 */
function zapierZ(bundle: Bundle, sent: Request[] = []): Z {
  return {
    async request(request) {
      const start: Request = { method: 'GET', ...request, headers: { ...request.headers } };
      const prepared = app.beforeRequest.reduce<Request>(
        (current, step) => step(current, zapierZ(bundle), bundle),
        start,
      );
      sent.push(prepared);
      const url = new URL(prepared.url);
      expect(url.origin).toBe(BASE_URL);
      for (const [key, value] of Object.entries(prepared.params ?? {})) url.searchParams.set(key, String(value));
      const payload = payloadOf(prepared);
      const response = await t.app.inject({
        method: prepared.method as 'GET',
        url: `${url.pathname}${url.search}`,
        headers: prepared.headers ?? {},
        ...(payload !== undefined && { payload }),
      });
      if (response.statusCode >= 400) throw new Error(`${response.statusCode} ${response.body}`);
      return { status: response.statusCode, data: response.body ? response.json() : null };
    },
  };
}

/**
 * A connection made as Zapier makes it: the operator's OAuth client for Zapier (its id and secret in the app's
 * environment), the admin allowing the app's scopes on the consent screen with a PKCE challenge, then the app's own
 * getAccessToken exchanging the code at Repute's token endpoint.
 */
async function connect() {
  const registered = await client(t, admin).post('/api/oauth_clients', {
    name: 'Zapier',
    redirect_uris: [ZAPIER_REDIRECT],
    confidential: true,
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const { client_id, client_secret } = registered.json() as { client_id: string; client_secret: string };
  process.env.CLIENT_ID = client_id;
  process.env.CLIENT_SECRET = client_secret;
  const verifier = randomBytes(32).toString('base64url');
  const consent = await client(t, admin).post('/api/oauth/consent', {
    response_type: 'code',
    client_id,
    redirect_uri: ZAPIER_REDIRECT,
    state: 'zap-state',
    scope: app.authentication.oauth2Config.scope,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    decision: 'allow',
  });
  expect(consent.statusCode, consent.body).toBe(200);
  const code = new URL(consent.json().redirect_to).searchParams.get('code') ?? '';
  const sent: Request[] = [];
  const bundle: Bundle = {
    authData: {},
    inputData: { base_url: `${BASE_URL}/`, code, redirect_uri: ZAPIER_REDIRECT, code_verifier: verifier },
  };
  const tokens = await app.authentication.oauth2Config.getAccessToken(zapierZ(bundle, sent), bundle);
  return { sent, tokens, code, clientSecret: client_secret };
}

let connection: Awaited<ReturnType<typeof connect>>;
beforeAll(async () => {
  connection = await connect();
  accessToken = String(connection.tokens.access_token);
});
afterAll(() => {
  delete process.env.CLIENT_ID;
  delete process.env.CLIENT_SECRET;
});

describe('the Zapier app definition', () => {
  it('connects with OAuth 2.0 and PKCE at the Repute address the user gives, for the scopes it needs', async () => {
    const { authentication } = app;
    expect(authentication.type).toBe('oauth2');
    expect(authentication.fields.map((field) => field.key)).toEqual(['base_url']);
    expect(authentication.oauth2Config.authorizeUrl.url).toBe('{{bundle.inputData.base_url}}/oauth/authorize');
    expect(authentication.oauth2Config.authorizeUrl.params).toMatchObject({ response_type: 'code' });
    expect(authentication.oauth2Config.enablePkce).toBe(true);

    // The code was exchanged at POST /api/oauth/token with the PKCE verifier; the answer keeps the address.
    const [exchange] = connection.sent;
    expect(exchange).toMatchObject({
      url: `${BASE_URL}/api/oauth/token`,
      method: 'POST',
      body: { grant_type: 'authorization_code', code: connection.code, code_verifier: expect.any(String) },
    });
    expect(connection.tokens).toEqual({
      access_token: expect.stringMatching(/^rpo_/),
      refresh_token: expect.any(String),
      expires_in: 3600,
      base_url: BASE_URL,
    });
    expect(JSON.stringify(connection.tokens)).not.toContain(connection.clientSecret);

    // The connection's test call works with the token alone; a forged token is refused.
    await expect(authentication.test(zapierZ(bundleOf()), bundleOf())).resolves.toBeTruthy();
    const forged = { ...bundleOf(), authData: { base_url: BASE_URL, access_token: 'rpo_forged' } };
    await expect(authentication.test(zapierZ(forged), forged)).rejects.toThrow(/^401/);
  });
});

describe('its REST-hook triggers', () => {
  let zapierHooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let listener: Awaited<ReturnType<typeof listenForWebhooks>>;
  beforeAll(async () => {
    zapierHooks = await startWebhookReceiver();
    // Its worker delivers the account's webhooks, Zapier's among them.
    listener = await listenForWebhooks(t, admin, ['review.created']);
  });
  afterAll(async () => {
    await listener?.close();
    await zapierHooks?.close();
  });

  it('subscribe a webhook for their event, take its signed deliveries, refuse forged ones, and unsubscribe', async () => {
    const trigger = app.triggers.new_review?.operation;
    if (!trigger) throw new Error('no new_review trigger');
    expect(trigger.type).toBe('hook');
    const subscribed = (await trigger.performSubscribe?.(
      zapierZ(bundleOf()),
      bundleOf({}, { targetUrl: zapierHooks.url }),
    )) as { id: number; secret: string };
    const listed = (await client(t, admin).get('/api/webhook_subscriptions')).json()._embedded.webhook_subscriptions;
    expect(listed).toContainEqual(
      expect.objectContaining({ id: subscribed.id, url: zapierHooks.url, events: ['review.created'] }),
    );

    const emit = createWebhookEmitter(t.boss, ambientSqlExecutor(t.db));
    await emit(admin.account_id, 'review.created', { review_id: 7, rating: 5, content: 'Lovely' });
    await expect.poll(() => zapierHooks.received.length).toBe(1);
    const [delivery] = zapierHooks.received;
    if (!delivery) throw new Error('nothing delivered');
    const hookBundle = (content: string) =>
      bundleOf(
        {},
        {
          subscribeData: subscribed,
          rawRequest: { content, headers: { 'Http-Repute-Signature': delivery.headers['repute-signature'] } },
          cleanedRequest: JSON.parse(content),
        },
      );
    const records = await trigger.perform(zapierZ(bundleOf()), hookBundle(delivery.body));
    expect(records).toEqual([
      expect.objectContaining({
        id: delivery.headers['repute-event-id'],
        event: 'review.created',
        review_id: 7,
        rating: 5,
      }),
    ]);
    // A body changed on its way, under the real signature, triggers nothing.
    expect(await trigger.perform(zapierZ(bundleOf()), hookBundle(delivery.body.replace('Lovely', 'Awful')))).toEqual(
      [],
    );

    await trigger.performUnsubscribe?.(zapierZ(bundleOf()), bundleOf({}, { subscribeData: subscribed }));
    const left = (await client(t, admin).get('/api/webhook_subscriptions')).json()._embedded.webhook_subscriptions;
    expect(left.map((row: { id: number }) => row.id)).not.toContain(subscribed.id);
  });

  it('show recent reviews as samples while a Zap is set up', async () => {
    const trigger = app.triggers.new_review?.operation;
    const samples = (await trigger?.performList?.(zapierZ(bundleOf()), bundleOf())) as Data[];
    expect(samples).toHaveLength(3);
    expect(Object.keys(samples[0] ?? {}).sort()).toEqual(Object.keys(trigger?.sample ?? {}).sort());
  });

  it('cover every event a webhook may subscribe to, each with a sample', async () => {
    const events = Object.values(app.triggers).map((trigger) => trigger.operation.sample.event);
    const { WEBHOOK_EVENT_TYPES } = await import('@repute/domain');
    expect([...events].sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
  });
});

describe('its actions', () => {
  it('reply to a review through the API', async () => {
    const reviews = (await client(t, admin).get('/api/reviews?source_id=1&has_response=false&per_page=1')).json();
    const review = reviews._embedded.reviews[0];
    const reply = app.creates.reply_to_review?.operation;
    const bundle = bundleOf({ review_id: String(review.id), content: 'Thank you for coming in!' });
    const response = await reply?.perform(zapierZ(bundle), bundle);
    expect(response).toMatchObject({ review_id: review.id, content: 'Thank you for coming in!' });
    // The audit log tells the app's write from the admin's own.
    const log = (await client(t, admin).get('/api/audit_events?action=POST%20/responses&per_page=1')).json();
    expect(log._embedded.audit_events[0]).toMatchObject({
      actor_email: 'admin@northwind.example',
      via: 'oauth client Zapier',
    });
  });

  it('send a review request to one customer', async () => {
    const locations = (await client(t, admin).get('/api/locations?per_page=1')).json();
    const locationId = locations._embedded.locations[0].id;
    const send = app.creates.send_review_request?.operation;
    const bundle = bundleOf({ location_id: String(locationId), name: 'Ada Zap', email: 'ada.zap@example.com' });
    const sent: Request[] = [];
    const campaign = (await send?.perform(zapierZ(bundle, sent), bundle)) as { id: number };
    expect(sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /api/campaigns',
      `POST /api/campaigns/${campaign.id}/recipients`,
      `POST /api/campaigns/${campaign.id}/send`,
    ]);
    const stored = (await client(t, admin).get(`/api/campaigns/${campaign.id}`)).json();
    expect(stored).toMatchObject({ location_id: locationId, request_type_id: 'email' });
    expect(stored.counts.recipients).toBe(1);
  });
});
