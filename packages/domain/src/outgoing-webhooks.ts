import { z } from 'zod';

/** Issue 31: the events an account's outgoing webhooks may subscribe to (decision 0153). */
export const WEBHOOK_EVENT_TYPES = [
  'review.created',
  'review.updated',
  'response.published',
  'response.failed',
  'request.answered',
  'listing.out_of_sync',
  'export.ready',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

/** The event a "Send test" delivers: no subscription asks for it, every subscription may be sent it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;

/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256>` (docs/webhooks.md). */
export const WEBHOOK_SIGNATURE_HEADER = 'Repute-Signature';
/** The header that carries the event's id, the same on every retry: receivers drop ids they have seen. */
export const WEBHOOK_EVENT_ID_HEADER = 'Repute-Event-Id';

export const webhookSubscriptionCreateSchema = z.object({
  url: z.url({ protocol: /^https?$/, message: 'Enter an http or https URL' }).max(2000),
  description: z.string().trim().max(200).nullish(),
  events: z.array(webhookEventTypeSchema).min(1, 'Choose at least one event'),
});
export type WebhookSubscriptionCreate = z.infer<typeof webhookSubscriptionCreateSchema>;

export const webhookSubscriptionSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(webhookEventTypeSchema),
  created_at: z.string(),
});
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>;

/** The answer to a creation: the only time the signing secret is shown. */
export const createdWebhookSubscriptionSchema = webhookSubscriptionSchema.extend({ secret: z.string() });

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
