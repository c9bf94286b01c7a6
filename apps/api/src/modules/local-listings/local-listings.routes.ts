import {
  DIRECTORY_CODES,
  idSchema,
  listingDiffSchema,
  listingLocationsPageSchema,
  listingLocationsQuerySchema,
  listingOverviewQuerySchema,
  listingOverviewSchema,
  listingProviderSchema,
  publishAnswerSchema,
  publishBodySchema,
} from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import type { TypedApp } from '../../platform/http/routing';
import type { LocalListingsService } from './local-listings.service';

const accountParams = z.object({ accountId: idSchema });
const accountQuery = z.object({ account_id: idSchema.optional(), nonce: z.string().optional() });
const scanBody = z.object({ account_id: idSchema.optional(), location_ids: z.array(idSchema).max(10_000).optional() });
const integrationOverviewSchema = z.object({
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
});
const TAGS = ['local listings'];

export function localListingsRoutes(app: TypedApp, listings: LocalListingsService): void {
  app.get(
    '/local_listings/provider',
    { schema: { tags: TAGS, querystring: accountQuery, response: { 200: listingProviderSchema } } },
    async (request) => listings.provider(callerOf(request), request.query.account_id),
  );

  app.get(
    '/local_listings/metrics/:accountId/locations',
    {
      schema: {
        tags: TAGS,
        params: accountParams,
        querystring: listingLocationsQuerySchema,
        response: { 200: listingLocationsPageSchema },
      },
    },
    async (request) => listings.locations(callerOf(request), request.params.accountId, request.query),
  );

  app.get(
    '/local_listings/metrics/:accountId/overview',
    {
      schema: {
        tags: TAGS,
        params: accountParams,
        querystring: listingOverviewQuerySchema,
        response: { 200: listingOverviewSchema },
      },
    },
    async (request) => listings.overview(callerOf(request), request.params.accountId, request.query),
  );

  app.get(
    '/local_listings/integration_overview',
    { schema: { tags: TAGS, querystring: accountQuery, response: { 200: integrationOverviewSchema } } },
    async (request) => listings.integrationOverview(callerOf(request), request.query.account_id),
  );

  app.get(
    '/local_listings/locations/:id/diff/:directory',
    {
      schema: {
        tags: TAGS,
        params: z.object({ id: idSchema, directory: z.enum(DIRECTORY_CODES) }),
        response: { 200: listingDiffSchema },
      },
    },
    async (request) => listings.diff(callerOf(request), request.params.id, request.params.directory),
  );

  app.post(
    '/local_listings/publish',
    { schema: { tags: TAGS, body: publishBodySchema, response: { 200: publishAnswerSchema } } },
    async (request) => listings.publish(callerOf(request), request.body),
  );

  app.post(
    '/local_listings/unpublish',
    { schema: { tags: TAGS, body: publishBodySchema, response: { 200: publishAnswerSchema } } },
    async (request) => listings.unpublish(callerOf(request), request.body),
  );

  app.post(
    '/local_listings/scan',
    {
      schema: {
        tags: TAGS,
        body: scanBody,
        response: { 202: z.object({ status: z.string(), location_ids: z.array(z.number().int()).nullable() }) },
      },
    },
    async (request, reply) => reply.status(202).send(await listings.scan(callerOf(request), request.body)),
  );
}
