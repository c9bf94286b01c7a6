import { z } from 'zod';
import { halListSchema } from '../hal';
import {
  createdWebhookSubscriptionSchema,
  webhookDeliverySchema,
  webhookSubscriptionCreateSchema,
  webhookSubscriptionSchema,
} from '../outgoing-webhooks';
import { endpoint } from './endpoint';
import { idParams } from './params';

/** Issue 31: outgoing webhook subscriptions, their deliveries and "Send test" (decision 0153). */

const tags = ['outgoing-webhooks'];

export const listWebhookSubscriptions = endpoint({
  method: 'GET',
  path: '/webhook_subscriptions',
  query: z.object({ nonce: z.string().optional() }),
  responses: { 200: halListSchema('webhook_subscriptions', webhookSubscriptionSchema) },
  tags,
});

export const createWebhookSubscription = endpoint({
  method: 'POST',
  path: '/webhook_subscriptions',
  body: webhookSubscriptionCreateSchema,
  responses: { 201: createdWebhookSubscriptionSchema },
  tags,
});

export const deleteWebhookSubscription = endpoint({
  method: 'DELETE',
  path: '/webhook_subscriptions/:id',
  params: idParams,
  responses: {},
  tags,
});

/** The latest deliveries to one subscription, newest first. */
export const listWebhookDeliveries = endpoint({
  method: 'GET',
  path: '/webhook_subscriptions/:id/deliveries',
  params: idParams,
  query: z.object({ nonce: z.string().optional() }),
  responses: { 200: halListSchema('webhook_deliveries', webhookDeliverySchema) },
  tags,
});

/** Queues a `webhook.test` delivery to the subscription; it shows in the log like any other. */
export const sendWebhookTest = endpoint({
  method: 'POST',
  path: '/webhook_subscriptions/:id/test',
  params: idParams,
  responses: { 202: webhookDeliverySchema },
  tags,
});
