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
      enablePkce: boolean;
    };
    test: (z: Z, bundle: Bundle) => Promise<{ email: string }>;
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
const ACCESS_TOKEN = 'access-token-from-repute';
const bundleOf = (inputData: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): Bundle => ({
  authData: { base_url: BASE_URL, access_token: ACCESS_TOKEN },
  inputData,
  ...extra,
});

/**
 * Zapier's z.request as the platform runs it: the app's beforeRequest first, then the call, which throws for a
 * status of 400 and up. The call goes to the test's real app. Repute's Bearer tokens are the OAuth server's work (of
 * issue 31, another branch): until they are here, the admin's session stands in for the access token the app sent.
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
      expect(prepared.headers?.Authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
      const url = new URL(prepared.url);
      expect(url.origin).toBe(BASE_URL);
      for (const [key, value] of Object.entries(prepared.params ?? {})) url.searchParams.set(key, String(value));
      const response = await t.app.inject({
        method: prepared.method as 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { authorization: admin.authorization },
        ...(prepared.body !== undefined && { payload: prepared.body as Record<string, unknown> }),
      });
      if (response.statusCode >= 400) throw new Error(`${response.statusCode} ${response.body}`);
      return { status: response.statusCode, data: response.body ? response.json() : null };
    },
  };
}

describe('the Zapier app definition', () => {
  it('connects with OAuth 2.0 and PKCE at the Repute address the user gives', async () => {
    const { authentication } = app;
    expect(authentication.type).toBe('oauth2');
    expect(authentication.fields.map((field) => field.key)).toEqual(['base_url']);
    expect(authentication.oauth2Config.authorizeUrl.url).toBe('{{bundle.inputData.base_url}}/oauth/authorize');
    expect(authentication.oauth2Config.authorizeUrl.params).toMatchObject({ response_type: 'code' });
    expect(authentication.oauth2Config.enablePkce).toBe(true);

    // The code is exchanged at POST /api/oauth/token with the PKCE verifier; the answer keeps the address.
    const sent: Request[] = [];
    const tokenEndpoint: Z = {
      request: async (request) => {
        sent.push(request);
        return { status: 200, data: { access_token: 'a', refresh_token: 'r', expires_in: 3600 } as unknown };
      },
    };
    const input = {
      base_url: `${BASE_URL}/`,
      code: 'the-code',
      redirect_uri: 'https://zapier.com/cb',
      code_verifier: 'v',
    };
    const tokens = await authentication.oauth2Config.getAccessToken(tokenEndpoint, {
      authData: {},
      inputData: input,
    });
    expect(sent[0]).toMatchObject({
      url: `${BASE_URL}/api/oauth/token`,
      method: 'POST',
      body: { grant_type: 'authorization_code', code: 'the-code', code_verifier: 'v' },
    });
    expect(tokens).toEqual({ access_token: 'a', refresh_token: 'r', expires_in: 3600, base_url: BASE_URL });

    // The connection's test call: who the token is.
    expect((await authentication.test(zapierZ(bundleOf()), bundleOf())).email).toBe('admin@northwind.example');
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
