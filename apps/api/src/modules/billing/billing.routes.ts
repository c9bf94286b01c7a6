import { locationPreviewSchema } from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import type { TypedApp } from '../../platform/http/routing';
import type { BillingService } from './billing.service';

export function billingRoutes(app: TypedApp, billing: BillingService): void {
  app.get(
    '/billing/:accountId/location_preview',
    {
      config: { access: 'session' },
      schema: {
        tags: ['billing'],
        params: z.object({ accountId: z.coerce.number().int().positive() }),
        querystring: z.object({
          num_added_locations: z.coerce.number().int().min(0).max(10_000).default(1),
          nonce: z.string().optional(),
        }),
        response: { 200: locationPreviewSchema },
      },
    },
    async (request) =>
      billing.locationPreview(callerOf(request), request.params.accountId, request.query.num_added_locations),
  );
}
