import type { WebhookEventType } from '@repute/domain';
import type { PgBoss } from 'pg-boss';
import { expect } from 'vitest';
import { startJobQueues } from '../src/app/workers';
import { startWebhookReceiver } from './fakes/fake-webhook-receiver';
import { client, type Session, type TestApp } from './test-app';

/** A delivered event as its receiver parses it. */
export type ReceivedEvent = { id: string; type: string; account_id: number; data: Record<string, unknown> };

/**
 * An account's outgoing webhooks as a receiver on this machine sees them: a subscription of `events` made by an
 * admin through the API, delivered by a worker of the test's own. For tests of where an event is emitted (the test
 * app must allow private targets, as an operator running a receiver on their own network would).
 */
export async function listenForWebhooks(t: TestApp, admin: Pick<Session, 'authorization'>, events: WebhookEventType[]) {
  const receiver = await startWebhookReceiver();
  const worker: PgBoss = await startJobQueues(t.url, 'worker', () => {});
  await t.modules.outgoingWebhooks.work(worker, { override: { allowPrivateTargets: true } });
  const created = await client(t, admin).post('/api/webhook_subscriptions', { url: receiver.url, events });
  expect(created.statusCode).toBe(201);
  const received = () => receiver.received.map((delivery) => JSON.parse(delivery.body) as ReceivedEvent);
  return {
    /** The events of `type` received so far. */
    received: (type: WebhookEventType) => received().filter((event) => event.type === type),
    /** Waits until `count` events of `type` have been received, and answers them. */
    async waitFor(type: WebhookEventType, count = 1) {
      await expect.poll(() => received().filter((event) => event.type === type).length).toBeGreaterThanOrEqual(count);
      return received().filter((event) => event.type === type);
    },
    async close() {
      await worker.stop({ graceful: false, close: true });
      await receiver.close();
    },
  };
}
