import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@repute/domain';
import type { PgBoss } from 'pg-boss';
import type { SqlExecutor } from '../../platform/db/ambient-sql';

export const WEBHOOK_FANOUT_QUEUE = 'outgoing-webhooks.fanout';

/** One event of an account, as the fan-out job gets it: its id is made once, so every subscriber and retry shares it. */
export type WebhookEvent = {
  accountId: number;
  id: string;
  type: WebhookEventType | 'webhook.test';
  occurredAt: string;
  data: Record<string, unknown>;
};

export const newEventId = () => `evt_${randomUUID().replaceAll('-', '')}`;

/**
 * The light hook other modules call where events happen (decision 0153): it only queues fan-out jobs, in the
 * caller's transaction when there is one, so an event is sent exactly when what it tells of was committed. Whether
 * the account has webhooks, and who subscribed, is the fan-out's business. Several events of one kind (a synced page
 * of new reviews) go in one insert: the review sync's path must not pay a round trip per review.
 */
export function createWebhookEmitter(boss: PgBoss, jobs: SqlExecutor) {
  return async (
    accountId: number,
    type: WebhookEventType,
    data: Record<string, unknown> | readonly Record<string, unknown>[],
  ) => {
    const items = Array.isArray(data) ? data : [data];
    if (items.length === 0) return;
    const occurredAt = new Date().toISOString();
    const events = items.map((one): WebhookEvent => ({ accountId, id: newEventId(), type, occurredAt, data: one }));
    await boss.insert(
      WEBHOOK_FANOUT_QUEUE,
      events.map((event) => ({ data: event })),
      { db: jobs },
    );
  };
}

export type EmitWebhook = ReturnType<typeof createWebhookEmitter>;

/** The JSON body a receiver gets: the same for every attempt, so its signature's timestamp is what changes. */
export const deliveryBody = (event: WebhookEvent) =>
  JSON.stringify({
    id: event.id,
    type: event.type,
    created_at: event.occurredAt,
    account_id: event.accountId,
    data: event.data,
  });
