import { idSchema } from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import type { TypedApp } from '../../platform/http/routing';
import type { ReviewSyncRequests } from './review-sync.requests';

const syncBody = z.object({
  account_id: idSchema.optional(),
  location_id: idSchema.optional(),
  source_id: idSchema.optional(),
  full: z.boolean().optional(),
});

/** On-demand sync: queues a sync of the account's locations and sources (or the ones named). */
export function reviewSyncRoutes(app: TypedApp, requests: ReviewSyncRequests): void {
  app.post(
    '/reviews/sync',
    {
      schema: {
        tags: ['reviews'],
        body: syncBody,
        response: {
          202: z.object({
            queued: z.number().int(),
            /** Left out: not linked to their page at the source, or the source is not connected. */
            skipped: z.number().int(),
          }),
        },
      },
    },
    async (request, reply) => reply.status(202).send(await requests.request(callerOf(request), request.body)),
  );
}
