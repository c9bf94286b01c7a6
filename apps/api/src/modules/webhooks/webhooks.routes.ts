import { z } from 'zod';
import { unauthorized } from '../../platform/errors';
import { callerOf } from '../../platform/http/authenticate';
import type { TypedApp } from '../../platform/http/routing';
import type { WebhooksRepo } from './webhooks.repo';

/** identify (the default) or a pageview ('page' with the path the user moved to). */
const analyticsBody = z.object({
  event: z.string().trim().min(1).max(100).default('identify'),
  path: z.string().max(2000).optional(),
  properties: z.record(z.string(), z.unknown()).default({}),
});

const notifyBody = z.object({
  event: z.string().trim().min(1).max(100),
  user_id: z.coerce.number().int().positive().optional(),
  notification_type: z.string().max(100).optional(),
  feature_name: z.string().max(100).optional(),
});

export const FEATURE_REQUEST_NAMES = ['Amplify', 'Local Listing'] as const;

/** Analytics identify/pageview, in-product notifications and feature requests: recorded per account. */
export function webhooksRoutes(app: TypedApp, repo: WebhooksRepo): void {
  app.post(
    '/webhooks/analytics-secure',
    { config: { access: 'session' }, schema: { tags: ['webhooks'], body: analyticsBody } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { event, path, properties } = request.body;
      await repo.recordAnalytics(caller.accountId, caller.userId, event, path ? { ...properties, path } : properties);
      return reply.status(202).send({ recorded: true });
    },
  );

  app.post(
    '/webhooks/notify',
    {
      config: { access: 'session' },
      schema: { tags: ['webhooks'], querystring: z.object({ auth_token: z.string().optional() }), body: notifyBody },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (request.query.auth_token !== undefined && request.query.auth_token !== caller.token) throw unauthorized();
      await repo.recordNotification({
        accountId: caller.accountId,
        userId: request.body.user_id === caller.userId ? caller.userId : null,
        event: request.body.event,
        notificationType: request.body.notification_type,
        featureName: request.body.feature_name,
      });
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
      const caller = callerOf(request);
      const row = await repo.recordFeatureRequest({
        accountId: caller.accountId,
        userId: caller.userId,
        type: request.body.type,
        featureName: request.body.feature_name,
      });
      return reply.status(201).send({ id: row?.id, type: request.body.type, feature_name: request.body.feature_name });
    },
  );
}
