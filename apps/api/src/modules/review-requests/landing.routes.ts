import { idSchema, landingFeedbackSchema, landingPageSchema, requestTokenParams } from '@repute/domain';
import { z } from 'zod';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import type { TypedApp } from '../../platform/http/routing';
import type { LandingService } from './landing.service';

const TAGS = ['review requests'];
const PUBLIC = { rateLimits: RATE_LIMITS.token } as const;
/** The smallest transparent GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The review landing page's public calls: no login, the request's token is the key. */
export function landingRoutes(app: TypedApp, landing: LandingService): void {
  app.get(
    '/public/review_requests/:token',
    { config: PUBLIC, schema: { tags: TAGS, params: requestTokenParams, response: { 200: landingPageSchema } } },
    async (request) => landing.page(request.params.token),
  );
  app.get(
    '/public/review_requests/:token/sites/:urlId',
    { config: PUBLIC, schema: { tags: TAGS, params: requestTokenParams.extend({ urlId: idSchema }) } },
    async (request, reply) => reply.redirect(await landing.chooseSite(request.params.token, request.params.urlId), 303),
  );
  app.post(
    '/public/review_requests/:token/feedback',
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        params: requestTokenParams,
        body: landingFeedbackSchema,
        response: { 200: z.object({ completed: z.boolean() }) },
      },
    },
    async (request) => landing.feedback(request.params.token, request.body),
  );
  app.get(
    '/public/review_requests/:token/open.gif',
    {
      config: { rateLimits: RATE_LIMITS.mailOpen },
      schema: { tags: TAGS, params: requestTokenParams },
    },
    async (request, reply) => {
      await landing.opened(request.params.token);
      return reply.header('content-type', 'image/gif').header('cache-control', 'no-store').send(PIXEL);
    },
  );
}
