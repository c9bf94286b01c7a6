import { idSchema } from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import type { TypedApp } from '../../platform/http/routing';
import { FEATURE_REQUEST_NAMES, type WebhooksService } from './webhooks.service';

/** identify (the default) or a pageview ('page' with the path the user moved to). */
const analyticsBody = z.object({
  event: z.string().trim().min(1).max(100).default('identify'),
  path: z.string().max(2000).optional(),
  properties: z.record(z.string(), z.unknown()).default({}),
});

const notifyBody = z.object({
  event: z.string().trim().min(1).max(100),
  user_id: idSchema.optional(),
  notification_type: z.string().max(100).optional(),
  feature_name: z.string().max(100).optional(),
});

/** Analytics identify/pageview, in-product notifications and feature requests: recorded per account. */
export function webhooksRoutes(app: TypedApp, webhooks: WebhooksService): void {
  app.post(
    '/webhooks/analytics-secure',
    { schema: { tags: ['webhooks'], body: analyticsBody } },
    async (request, reply) => {
      await webhooks.recordAnalytics(callerOf(request), request.body);
      return reply.status(202).send({ recorded: true });
    },
  );

  app.post(
    '/webhooks/notify',
    {
      config: { tokenInQuery: true },
      schema: {
        tags: ['webhooks'],
        querystring: z.object({ auth_token: z.string().max(2000).optional() }),
        body: notifyBody,
      },
    },
    async (request, reply) => {
      await webhooks.recordNotification(callerOf(request), request.body);
      return reply.status(202).send({ recorded: true });
    },
  );

  app.post(
    '/feature_requests',
    {
      schema: {
        tags: ['webhooks'],
        body: z.object({ type: z.literal('feature_request'), feature_name: z.enum(FEATURE_REQUEST_NAMES) }),
      },
    },
    async (request, reply) => {
      const id = await webhooks.requestFeature(callerOf(request), request.body.feature_name);
      return reply.status(201).send({ id, type: request.body.type, feature_name: request.body.feature_name });
    },
  );
}
