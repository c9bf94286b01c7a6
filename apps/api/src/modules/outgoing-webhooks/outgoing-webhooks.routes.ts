import {
  createWebhookSubscription,
  deleteWebhookSubscription,
  listWebhookDeliveries,
  listWebhookSubscriptions,
  sendWebhookTest,
} from '@repute/domain/contracts/outgoing-webhooks';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { OutgoingWebhooksService } from './outgoing-webhooks.service';

/** Everything on one page: an account has a few subscriptions, and the log is its latest deliveries. */
const whole = (count: number) => ({ page: 1, per_page: Math.max(count, 1) });

/** Issue 31: outgoing webhook subscriptions, their delivery log and "Send test" (decision 0153). */
export function outgoingWebhooksRoutes(app: ContractApp, webhooks: OutgoingWebhooksService): void {
  route(app, listWebhookSubscriptions, async (request) => {
    const rows = await webhooks.list(callerOf(request));
    return halList('webhook_subscriptions', rows, rows.length, whole(rows.length), '/webhook_subscriptions');
  });
  route(app, createWebhookSubscription, async (request, reply) => {
    const created = await webhooks.create(callerOf(request), request.body);
    return reply.status(201).send(halItem(created, `/webhook_subscriptions/${created.id}`));
  });
  route(app, deleteWebhookSubscription, async (request, reply) => {
    await webhooks.remove(callerOf(request), request.params.id);
    return reply.status(204).send();
  });
  route(app, listWebhookDeliveries, async (request) => {
    const rows = await webhooks.deliveries(callerOf(request), request.params.id);
    const path = `/webhook_subscriptions/${request.params.id}/deliveries`;
    return halList('webhook_deliveries', rows, rows.length, whole(rows.length), path);
  });
  route(app, sendWebhookTest, async (request, reply) =>
    reply.status(202).send(await webhooks.sendTest(callerOf(request), request.params.id)),
  );
}
