import {
  halLinksSchema,
  halListSchema,
  idSchema,
  LOCATION_MESSAGES,
  listingEligibilitySchema,
  locationDiffAcceptSchema,
  locationDiffSchema,
  locationInputSchema,
  locationSchema,
  locationsQuerySchema,
} from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import { halItem, halList } from '../../platform/http/hal';
import { idParams, type TypedApp } from '../../platform/http/routing';
import type { LocationDiffService } from './location-diff.service';
import type { LocationsService } from './locations.service';

const locationItem = locationSchema.extend({ _links: halLinksSchema });
const withMessage = locationItem.extend({ message: z.string() });

export function locationsRoutes(app: TypedApp, locations: LocationsService, diff: LocationDiffService): void {
  app.get(
    '/locations',
    {
      config: { responseCache: 'per-session' },
      schema: {
        tags: ['locations'],
        querystring: locationsQuerySchema,
        response: { 200: halListSchema('locations', locationSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await locations.list(callerOf(request), request.query);
      return halList('locations', rows, total, request.query, '/locations', request.query);
    },
  );

  app.get(
    '/locations/:id',
    { schema: { tags: ['locations'], params: idParams, response: { 200: locationItem } } },
    async (request) =>
      halItem(await locations.get(callerOf(request), request.params.id), `/locations/${request.params.id}`),
  );

  app.post(
    '/locations',
    { schema: { tags: ['locations'], body: locationInputSchema, response: { 201: withMessage } } },
    async (request, reply) => {
      const location = await locations.create(callerOf(request), request.body);
      return reply
        .status(201)
        .send({ ...halItem(location, `/locations/${location.id}`), message: LOCATION_MESSAGES.created });
    },
  );

  for (const method of ['patch', 'put'] as const) {
    app[method](
      '/locations/:id',
      { schema: { tags: ['locations'], params: idParams, body: locationInputSchema, response: { 200: withMessage } } },
      async (request) => {
        const location = await locations.patch(callerOf(request), request.params.id, request.body);
        return { ...halItem(location, `/locations/${location.id}`), message: LOCATION_MESSAGES.updated };
      },
    );
  }

  app.delete(
    '/locations/:id',
    {
      schema: {
        tags: ['locations'],
        params: idParams,
        response: { 200: z.object({ id: z.number(), name: z.string(), message: z.string() }) },
      },
    },
    async (request) => locations.remove(callerOf(request), request.params.id),
  );

  app.get(
    '/locations/:id/diff',
    { schema: { tags: ['locations'], params: idParams, response: { 200: locationDiffSchema } } },
    async (request) => diff.get(callerOf(request), request.params.id),
  );

  app.post(
    '/locations/:id/diff',
    {
      schema: {
        tags: ['locations'],
        params: idParams,
        body: locationDiffAcceptSchema,
        response: { 200: z.object({ message: z.string(), changed_fields: z.array(z.string()) }) },
      },
    },
    async (request) => diff.accept(callerOf(request), request.params.id),
  );

  app.get(
    '/local_listings/eligible_locations/:id',
    {
      schema: {
        tags: ['locations'],
        params: idParams,
        querystring: z.object({
          account_id: idSchema.optional(),
          nonce: z.string().optional(),
        }),
        response: { 200: listingEligibilitySchema },
      },
    },
    async (request) => locations.eligibility(callerOf(request), request.params.id, request.query.account_id),
  );
}
