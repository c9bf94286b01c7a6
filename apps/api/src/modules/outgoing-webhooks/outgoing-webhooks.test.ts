import { and, eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '../../../test/fakes/fake-webhook-receiver';
import { client, useTestApp } from '../../../test/test-app';
import { startJobQueues } from '../../app/workers';
import { ambientSqlExecutor } from '../../platform/db/ambient-sql';
import { accountSettings } from '../../platform/db/schema';
import { createWebhookEmitter, SIGNATURE_TOLERANCE_SECONDS, verifyWebhookSignature } from '.';

const {
  t,
  sessions: { admin, manager, other },
} = useTestApp({
  logins: { admin: 'admin@northwind.example', manager: 'manager@northwind.example', other: 'owner@harbor.example' },
  // The receiver is on this machine: as an operator running a receiver on their own network would set it.
  app: { webhookAllowPrivateTargets: true },
});

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let worker: PgBoss;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  worker = await startJobQueues(t.url, 'worker', () => {});
  // A short back-off, so that retries happen within the test.
  const retries = { maxAttempts: 3, baseDelayMs: 200, maxDelayMs: 1000 };
  await t.modules.outgoingWebhooks.work(worker, { override: { allowPrivateTargets: true, retries } });
  await t.modules.exports.work(worker);
});
afterAll(async () => {
  await worker?.stop({ graceful: false, close: true });
  await receiver?.close();
});

type Delivery = { id: number; event_id: string; status: string; attempts: number; response_code: number | null };

const subscribe = async (events: string[]) => {
  const created = await client(t, admin).post('/api/webhook_subscriptions', { url: receiver.url, events });
  expect(created.statusCode).toBe(201);
  return created.json() as { id: number; secret: string };
};

/** The subscription's log once its delivery `id` has settled (delivered or failed). */
async function settled(subscriptionId: number, id?: number): Promise<Delivery> {
  let found: Delivery | undefined;
  await expect
    .poll(async () => {
      const log = (await client(t, admin).get(`/api/webhook_subscriptions/${subscriptionId}/deliveries`)).json();
      found = (log._embedded.webhook_deliveries as Delivery[]).find((row) => id === undefined || row.id === id);
      return found?.status;
    })
    .toMatch(/^(delivered|failed)$/);
  return found as Delivery;
}

type AuditRow = { actor_email: string | null; resource_id: string | null; after: Record<string, unknown> };

/** The audit log's `count` entries for the attempts at delivering event `eventId`, oldest first. */
async function auditedAttempts(eventId: string, count: number): Promise<AuditRow[]> {
  let rows: AuditRow[] = [];
  // The entry is written just after the delivery's log row that `settled` waits for.
  await expect
    .poll(async () => {
      const log = (await client(t, admin).get('/api/audit_events?action=webhook.delivery&per_page=100')).json();
      rows = (log._embedded.audit_events as AuditRow[]).filter((row) => row.after.event_id === eventId).reverse();
      return rows.length;
    })
    .toBe(count);
  return rows;
}

const receivedEvent = (eventId: string) =>
  receiver.received.filter((delivery) => delivery.headers['repute-event-id'] === eventId);

describe('webhook subscriptions', () => {
  it('are made by admins, show the secret once and refuse what is not a subscription', async () => {
    const created = await subscribe(['review.created', 'export.ready']);
    expect(created.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    const listed = (await client(t, admin).get('/api/webhook_subscriptions')).json();
    const row = listed._embedded.webhook_subscriptions.find((item: { id: number }) => item.id === created.id);
    expect(row).toMatchObject({ url: receiver.url, events: ['review.created', 'export.ready'] });
    expect(row).not.toHaveProperty('secret');

    expect((await client(t, manager).get('/api/webhook_subscriptions')).statusCode).toBe(403);
    const noEvents = await client(t, admin).post('/api/webhook_subscriptions', { url: receiver.url, events: [] });
    expect(noEvents.statusCode).toBe(400);
    const ftp = await client(t, admin).post('/api/webhook_subscriptions', {
      url: 'ftp://x.example',
      events: ['export.ready'],
    });
    expect(ftp.statusCode).toBe(400);
    const unknown = await client(t, admin).post('/api/webhook_subscriptions', { url: receiver.url, events: ['nope'] });
    expect(unknown.statusCode).toBe(400);

    // Another account's subscription does not exist for them.
    expect((await client(t, other).get(`/api/webhook_subscriptions/${created.id}/deliveries`)).statusCode).toBe(404);
    expect((await client(t, other).delete(`/api/webhook_subscriptions/${created.id}`)).statusCode).toBe(404);
    expect((await client(t, admin).delete(`/api/webhook_subscriptions/${created.id}`)).statusCode).toBe(204);
    expect((await client(t, admin).delete(`/api/webhook_subscriptions/${created.id}`)).statusCode).toBe(404);
  });

  it('are behind the webhooks setting', async () => {
    const setWebhooks = async (value: string) => {
      await t.db
        .update(accountSettings)
        .set({ value })
        .where(and(eq(accountSettings.accountId, admin.account_id), eq(accountSettings.code, 'webhooks')));
      await t.sessionChangesHeard();
    };
    await setWebhooks('false');
    const refused = await client(t, admin).get('/api/webhook_subscriptions');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('feature_disabled');
    await setWebhooks('true');
  });
});

describe('a delivery', () => {
  it('is signed: the receiver verifies it, and refuses a forged signature and a replayed old delivery', async () => {
    const { id, secret } = await subscribe(['review.created']);
    const queued = await client(t, admin).post(`/api/webhook_subscriptions/${id}/test`);
    expect(queued.statusCode).toBe(202);
    const delivery = await settled(id, queued.json().id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, response_code: 200 });

    const [received] = receivedEvent(delivery.event_id);
    if (!received) throw new Error('the receiver got nothing');
    const header = received.headers['repute-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(JSON.parse(received.body)).toMatchObject({ id: delivery.event_id, type: 'webhook.test' });
    expect(verifyWebhookSignature({ secret, body: received.body, header })).toBe(true);
    const audited = await auditedAttempts(delivery.event_id, 1);
    expect(audited).toEqual([
      expect.objectContaining({
        actor_email: null,
        resource_id: String(id),
        after: {
          status: 'delivered',
          response_code: 200,
          attempt: 1,
          event_type: 'webhook.test',
          event_id: delivery.event_id,
        },
      }),
    ]);
    expect(JSON.stringify(audited)).not.toContain(secret);

    // Forged: signed with another secret, or the body changed after signing.
    expect(verifyWebhookSignature({ secret: 'whsec_guess', body: received.body, header })).toBe(false);
    const tampered = received.body.replace('webhook.test', 'export.ready');
    expect(verifyWebhookSignature({ secret, body: tampered, header })).toBe(false);
    const signedAt = Number(/t=(\d+)/.exec(header)?.[1]);
    // A replay that moves the timestamp forward breaks the signature, which covers it.
    const movedTimestamp = header.replace(/t=\d+/, `t=${signedAt + 200}`);
    expect(verifyWebhookSignature({ secret, body: received.body, header: movedTimestamp })).toBe(false);
    expect(verifyWebhookSignature({ secret, body: received.body, header: undefined })).toBe(false);

    // Replayed as captured: refused once the tolerance has passed.
    const later = signedAt + SIGNATURE_TOLERANCE_SECONDS + 1;
    expect(verifyWebhookSignature({ secret, body: received.body, header, now: later })).toBe(false);
  });

  it('is retried with back-off after a 500, with the same event id, and given up after the cap', async () => {
    const { id } = await subscribe(['review.created']);
    receiver.answerNext(500);
    const retried = await settled(id, (await client(t, admin).post(`/api/webhook_subscriptions/${id}/test`)).json().id);
    expect(retried).toMatchObject({ status: 'delivered', attempts: 2, response_code: 200 });
    expect(receivedEvent(retried.event_id)).toHaveLength(2);

    receiver.answerNext(500, 503, 500);
    const failed = await settled(id, (await client(t, admin).post(`/api/webhook_subscriptions/${id}/test`)).json().id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, response_code: 500 });
    expect(receivedEvent(failed.event_id)).toHaveLength(3);
    const audited = (await auditedAttempts(failed.event_id, 3)).map((row) => row.after);
    expect(audited).toEqual([
      expect.objectContaining({ status: 'retrying', attempt: 1, response_code: 500 }),
      expect.objectContaining({ status: 'retrying', attempt: 2, response_code: 503 }),
      expect.objectContaining({ status: 'failed', attempt: 3, response_code: 500 }),
    ]);
  });

  it('sends events emitted together (a synced page of new reviews) each once, with an id of its own', async () => {
    const { id } = await subscribe(['review.created']);
    const emit = createWebhookEmitter(t.boss, ambientSqlExecutor(t.db));
    await emit(admin.account_id, 'review.created', [{ review_id: -1 }, { review_id: -2 }, { review_id: -3 }]);
    await emit(admin.account_id, 'review.created', []);
    let deliveries: Delivery[] = [];
    await expect
      .poll(async () => {
        const log = (await client(t, admin).get(`/api/webhook_subscriptions/${id}/deliveries`)).json();
        deliveries = log._embedded.webhook_deliveries as Delivery[];
        return deliveries.filter((delivery) => delivery.status === 'delivered').length;
      })
      .toBe(3);
    expect(new Set(deliveries.map((delivery) => delivery.event_id)).size).toBe(3);
    const reviewIds = deliveries.map(
      (delivery) => JSON.parse(receivedEvent(delivery.event_id)[0]?.body ?? '{}').data.review_id,
    );
    expect(reviewIds.sort((a, b) => a - b)).toEqual([-3, -2, -1]);
  });

  it('tells of a finished export (export.ready) to the subscriptions that asked for it', async () => {
    const { id } = await subscribe(['export.ready']);
    const exported = await client(t, admin).post(`/api/export_files/${admin.account_id}`, {
      resource: 'locations',
      filters: {},
    });
    expect(exported.statusCode).toBe(201);
    const delivery = await settled(id);
    const [received] = receivedEvent(delivery.event_id);
    expect(JSON.parse(received?.body ?? '{}')).toMatchObject({
      type: 'export.ready',
      account_id: admin.account_id,
      data: { export_file_id: exported.json().id, resource: 'locations' },
    });
  });
});
