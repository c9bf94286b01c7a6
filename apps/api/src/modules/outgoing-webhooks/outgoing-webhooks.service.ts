import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEventType,
  type WebhookSubscription,
  type WebhookSubscriptionCreate,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { notFound } from '../../platform/errors';
import type { WebhookJobs } from './outgoing-webhooks.jobs';
import type { DeliveryRow, OutgoingWebhooksRepo, SubscriptionRow } from './outgoing-webhooks.repo';
import { newEventId, type WebhookEvent } from './webhook-events';
import { assertPublicTarget } from './webhook-targets';

export type OutgoingWebhooksDeps = {
  repo: OutgoingWebhooksRepo;
  jobs: Pick<WebhookJobs, 'queueDelivery'>;
  allowPrivateTargets: boolean;
};

const NOT_FOUND = 'Webhook not found';

const present = (row: SubscriptionRow): WebhookSubscription => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEventType[],
  created_at: row.createdAt.toISOString(),
});

const presentDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  event_id: row.eventId,
  event_type: row.eventType,
  status: row.status,
  attempts: row.attempts,
  response_code: row.responseCode,
  last_error: row.lastError,
  next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** Subscriptions of the caller's own account (admins, the `webhooks` setting: the route policy), decision 0153. */
export function createOutgoingWebhooksService({ repo, jobs, allowPrivateTargets }: OutgoingWebhooksDeps) {
  async function owned(caller: Caller, id: number) {
    const row = await repo.find(caller.accountId, id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  return {
    list: async (caller: Caller) => (await repo.list(caller.accountId)).map(present),

    /** The URL is checked against SSRF now and again at each delivery; the secret is in this answer only. */
    async create(caller: Caller, input: WebhookSubscriptionCreate) {
      await assertPublicTarget(input.url, allowPrivateTargets);
      const secret = `whsec_${randomBytes(32).toString('hex')}`;
      const row = await repo.insert({
        accountId: caller.accountId,
        url: input.url,
        description: input.description || null,
        events: [...new Set(input.events)],
        secret,
        createdByUserId: caller.userId,
      });
      return { ...present(row), secret };
    },

    async remove(caller: Caller, id: number) {
      if (!(await repo.remove(caller.accountId, id))) throw notFound(NOT_FOUND);
    },

    async deliveries(caller: Caller, id: number) {
      await owned(caller, id);
      return (await repo.deliveries(caller.accountId, id)).map(presentDelivery);
    },

    /** "Send test": a `webhook.test` event to this subscription alone, logged and retried like any delivery. */
    async sendTest(caller: Caller, id: number) {
      const subscription = await owned(caller, id);
      const event: WebhookEvent = {
        accountId: caller.accountId,
        id: newEventId(),
        type: WEBHOOK_TEST_EVENT,
        occurredAt: new Date().toISOString(),
        data: { subscription_id: subscription.id, message: 'A test delivery from Repute' },
      };
      const delivery = await repo.insertDelivery({
        accountId: caller.accountId,
        subscriptionId: subscription.id,
        eventId: event.id,
        eventType: event.type,
        payload: event,
      });
      if (!delivery) throw new Error('a new event id was already delivered');
      await jobs.queueDelivery(caller.accountId, delivery.id);
      return presentDelivery(delivery);
    },
  };
}

export type OutgoingWebhooksService = ReturnType<typeof createOutgoingWebhooksService>;
