import { recordAnalytics, recordNotification, requestFeature } from '@repute/domain/contracts/webhooks';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import type { ContractApp } from '../../platform/http/routing';
import type { WebhooksService } from './webhooks.service';

/** Analytics identify/pageview, in-product notifications and feature requests: recorded per account. */
export function webhooksRoutes(app: ContractApp, webhooks: WebhooksService): void {
  // Page views and in-product notices change nothing people own: not audit entries (decision 0158).
  route(app, recordAnalytics, { config: { audit: 'none' } }, async (request, reply) => {
    await webhooks.recordAnalytics(callerOf(request), request.body);
    return reply.status(202).send({ recorded: true });
  });

  route(app, recordNotification, { config: { tokenInQuery: true, audit: 'none' } }, async (request, reply) => {
    await webhooks.recordNotification(callerOf(request), request.body);
    return reply.status(202).send({ recorded: true });
  });

  route(app, requestFeature, async (request, reply) => {
    const id = await webhooks.requestFeature(callerOf(request), request.body.feature_name);
    return reply.status(201).send({ id, type: request.body.type, feature_name: request.body.feature_name });
  });
}
