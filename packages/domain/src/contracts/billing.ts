import { z } from 'zod';
import { locationPreviewSchema } from '../listings';
import { idSchema, wholeNumberSchema } from '../whole-numbers';
import { endpoint } from './endpoint';

/** What adding locations would cost the account. */
export const getLocationPreview = endpoint({
  method: 'GET',
  path: '/billing/:accountId/location_preview',
  params: z.object({ accountId: idSchema }),
  query: z.object({
    num_added_locations: wholeNumberSchema({
      min: 0,
      max: 10_000,
      message: 'Expected a whole number from 0 to 10000',
    }).default(1),
    nonce: z.string().optional(),
  }),
  responses: { 200: locationPreviewSchema },
  tags: ['billing'],
});
