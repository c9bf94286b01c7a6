import { idSchema, locationPreviewSchema, wholeNumberSchema } from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import type { TypedApp } from '../../platform/http/routing';
import type { BillingService } from './billing.service';

export function billingRoutes(app: TypedApp, billing: BillingService): void {
  app.get(
    '/billing/:accountId/location_preview',
    {
      schema: {
        tags: ['billing'],
        params: z.object({ accountId: idSchema }),
        querystring: z.object({
          num_added_locations: wholeNumberSchema({
            min: 0,
            max: 10_000,
            message: 'Expected a whole number from 0 to 10000',
          }).default(1),
          nonce: z.string().optional(),
        }),
        response: { 200: locationPreviewSchema },
      },
    },
    async (request) =>
      billing.locationPreview(callerOf(request), request.params.accountId, request.query.num_added_locations),
  );
}
