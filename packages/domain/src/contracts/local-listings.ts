import { z } from 'zod';
import {
  listingDiffSchema,
  listingLocationsPageSchema,
  listingLocationsQuerySchema,
  listingOverviewQuerySchema,
  listingOverviewSchema,
  listingProviderSchema,
  publishAnswerSchema,
  publishBodySchema,
} from '../local-listings';
import { DIRECTORY_CODES } from '../sources';
import { idSchema } from '../whole-numbers';
import { endpoint } from './endpoint';

/** Local listings: the directories a location is published to, their sync state, and publishing. */

const tags = ['local listings'];

const accountParams = z.object({ accountId: idSchema });
const accountQuery = z.object({ account_id: idSchema.optional(), nonce: z.string().optional() });

export const getListingProvider = endpoint({
  method: 'GET',
  path: '/local_listings/provider',
  query: accountQuery,
  responses: { 200: listingProviderSchema },
  tags,
});

export const listListingLocations = endpoint({
  method: 'GET',
  path: '/local_listings/metrics/:accountId/locations',
  params: accountParams,
  query: listingLocationsQuerySchema,
  responses: { 200: listingLocationsPageSchema },
  tags,
});

export const getListingOverview = endpoint({
  method: 'GET',
  path: '/local_listings/metrics/:accountId/overview',
  params: accountParams,
  query: listingOverviewQuerySchema,
  responses: { 200: listingOverviewSchema },
  tags,
});

/** Each directory's integration state, and whether the caller may change it. */
export const getListingIntegrationOverview = endpoint({
  method: 'GET',
  path: '/local_listings/integration_overview',
  query: accountQuery,
  responses: {
    200: z.object({
      directories: z.array(
        z.object({
          directory_code: z.string(),
          directory_name: z.string(),
          source_id: z.number().int(),
          integration_status: z.string(),
          publishable: z.boolean(),
          available: z.boolean(),
          reason: z.string().nullable(),
        }),
      ),
      is_admin: z.boolean(),
    }),
  },
  tags,
});

/** One directory's field-by-field diff: what Repute has and what the directory showed at its last scan. */
export const getListingDiff = endpoint({
  method: 'GET',
  path: '/local_listings/locations/:id/diff/:directory',
  params: z.object({ id: idSchema, directory: z.enum(DIRECTORY_CODES) }),
  responses: { 200: listingDiffSchema },
  tags,
});

export const publishListings = endpoint({
  method: 'POST',
  path: '/local_listings/publish',
  body: publishBodySchema,
  responses: { 200: publishAnswerSchema },
  tags,
});

export const unpublishListings = endpoint({
  method: 'POST',
  path: '/local_listings/unpublish',
  body: publishBodySchema,
  responses: { 200: publishAnswerSchema },
  tags,
});

/** Asks for a scan of the account's locations (or the ones named) on the directories. */
export const scanListings = endpoint({
  method: 'POST',
  path: '/local_listings/scan',
  body: z.object({ account_id: idSchema.optional(), location_ids: z.array(idSchema).max(10_000).optional() }),
  responses: { 202: z.object({ status: z.string(), location_ids: z.array(z.number().int()).nullable() }) },
  tags,
});
