import { type AccountSettingCode, WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@repute/domain';
import type { PgBoss } from 'pg-boss';
import type { QueueDefinition } from '../../platform/jobs/boss';
import type { OutgoingWebhooksRepo } from './outgoing-webhooks.repo';
import { deliveryBody, WEBHOOK_FANOUT_QUEUE, type WebhookEvent } from './webhook-events';
import { sendDelivery } from './webhook-sender';
import { signatureHeader } from './webhook-signature';

export const WEBHOOK_DELIVERY_QUEUE = 'outgoing-webhooks.deliver';

export const OUTGOING_WEBHOOK_QUEUES: readonly QueueDefinition[] = [
  // The fan-out only writes rows and jobs: pg-boss's own retries cover a database hiccup.
  { name: WEBHOOK_FANOUT_QUEUE, options: { retryLimit: 5, retryDelay: 10, retryBackoff: true } },
  // A delivery's retries are its own (the back-off below, recorded in the log), so its job is not retried.
  { name: WEBHOOK_DELIVERY_QUEUE, options: { retryLimit: 0 } },
];

export type DeliveryJob = { accountId: number; deliveryId: number };

/** Retry policy (decision 0153): 8 attempts, 30 s doubling each time, capped at 6 h: about 13 h in all. */
export const DELIVERY_RETRIES = { maxAttempts: 8, baseDelayMs: 30_000, maxDelayMs: 6 * 3600_000 };
export type DeliveryRetries = typeof DELIVERY_RETRIES;

export const retryDelayMs = (attempt: number, retries: DeliveryRetries) =>
  Math.min(retries.baseDelayMs * 2 ** (attempt - 1), retries.maxDelayMs);

/**
 * The audit log's writer as this module uses it (the audit log's RecordAudit fits): declared here, because the audit
 * log reaches this module through exports, and importing it back would close a cycle.
 */
export type DeliveryAuditWriter = (entry: {
  accountId: number;
  actor: null;
  action: 'webhook.delivery';
  resource: 'webhook_subscriptions';
  resourceId: string;
  after: Record<string, unknown>;
}) => Promise<void>;

export type WebhookJobDeps = {
  repo: OutgoingWebhooksRepo;
  boss: PgBoss;
  settingOn: (accountId: number, code: AccountSettingCode) => Promise<boolean>;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: tests and self-hosted installs posting to their own network. */
  allowPrivateTargets: boolean;
  retries: DeliveryRetries;
  /** Each attempt goes to the account's audit log (decision 0169). */
  recordAudit: DeliveryAuditWriter;
};

type AttemptOutcome = { status: 'delivered' | 'retrying' | 'failed'; attempt: number; responseCode: number | null };

export function createWebhookJobs(deps: WebhookJobDeps) {
  const { repo, boss, retries } = deps;

  const queueDelivery = (accountId: number, deliveryId: number, startAfter?: Date) =>
    boss.send(
      WEBHOOK_DELIVERY_QUEUE,
      { accountId, deliveryId } satisfies DeliveryJob,
      startAfter ? { startAfter } : {},
    );

  /** An attempt in the audit log, told by the system: what was sent (the event's id and type, never its data or the
   * secret) and how the receiver answered. */
  const auditAttempt = (accountId: number, subscriptionId: number, event: WebhookEvent, outcome: AttemptOutcome) =>
    deps.recordAudit({
      accountId,
      actor: null,
      action: 'webhook.delivery',
      resource: 'webhook_subscriptions',
      resourceId: String(subscriptionId),
      after: {
        status: outcome.status,
        response_code: outcome.responseCode,
        attempt: outcome.attempt,
        event_type: event.type,
        event_id: event.id,
      },
    });

  return {
    queueDelivery,

    /** One event to each subscription that asked for it, while the account has the `webhooks` setting. */
    async fanOut(event: WebhookEvent): Promise<void> {
      if (!(await deps.settingOn(event.accountId, 'webhooks'))) return;
      for (const subscription of await repo.subscribersOf(event.accountId, event.type)) {
        const delivery = await repo.insertDelivery({
          accountId: event.accountId,
          subscriptionId: subscription.id,
          eventId: event.id,
          eventType: event.type,
          payload: event,
        });
        if (delivery) await queueDelivery(event.accountId, delivery.id);
      }
    },

    /** One attempt: signed now (a fresh timestamp each time), then delivered, retried later or given up. */
    async deliver({ accountId, deliveryId }: DeliveryJob): Promise<void> {
      const found = await repo.findDelivery(accountId, deliveryId);
      if (!found || found.delivery.status === 'delivered' || found.delivery.status === 'failed') return;
      const { delivery, subscription } = found;
      const event = delivery.payload as WebhookEvent;
      const body = deliveryBody(event);
      const timestamp = Math.floor(Date.now() / 1000);
      const result = await sendDelivery(
        subscription.url,
        body,
        {
          'Content-Type': 'application/json',
          'User-Agent': 'Repute-Webhooks/1',
          [WEBHOOK_EVENT_ID_HEADER]: event.id,
          'Repute-Event-Type': event.type,
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(subscription.secret, body, timestamp),
        },
        deps.allowPrivateTargets,
      );
      const attempts = delivery.attempts + 1;
      if (result.ok) {
        await repo.recordAttempt(accountId, deliveryId, {
          status: 'delivered',
          attempts,
          responseCode: result.status,
          lastError: null,
          nextAttemptAt: null,
        });
        await auditAttempt(accountId, subscription.id, event, {
          status: 'delivered',
          attempt: attempts,
          responseCode: result.status,
        });
        return;
      }
      const giveUp = attempts >= retries.maxAttempts;
      const nextAttemptAt = giveUp ? null : new Date(Date.now() + retryDelayMs(attempts, retries));
      await repo.recordAttempt(accountId, deliveryId, {
        status: giveUp ? 'failed' : 'retrying',
        attempts,
        responseCode: result.status,
        lastError: result.error,
        nextAttemptAt,
      });
      if (nextAttemptAt) await queueDelivery(accountId, deliveryId, nextAttemptAt);
      // Last, once the retry is queued: an audit log that cannot be written must not lose the delivery.
      await auditAttempt(accountId, subscription.id, event, {
        status: giveUp ? 'failed' : 'retrying',
        attempt: attempts,
        responseCode: result.status,
      });
    },
  };
}

export type WebhookJobs = ReturnType<typeof createWebhookJobs>;

export async function workOutgoingWebhooks(boss: PgBoss, jobs: WebhookJobs): Promise<void> {
  await boss.work<WebhookEvent>(WEBHOOK_FANOUT_QUEUE, { pollingIntervalSeconds: 0.5 }, async (batch) => {
    for (const job of batch) await jobs.fanOut(job.data);
  });
  await boss.work<DeliveryJob>(WEBHOOK_DELIVERY_QUEUE, { pollingIntervalSeconds: 0.5, batchSize: 5 }, async (batch) => {
    await Promise.all(batch.map((job) => jobs.deliver(job.data)));
  });
}
