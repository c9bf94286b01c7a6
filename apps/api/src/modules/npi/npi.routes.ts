import { idSchema, npiNumberParamsSchema, npiResultsSchema, npiSearchQuerySchema } from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import type { TypedApp } from '../../platform/http/routing';
import type { NpiService } from './npi.service';

export function npiRoutes(app: TypedApp, npi: NpiService): void {
  app.get(
    '/npi/:number',
    {
      schema: {
        tags: ['npi'],
        params: npiNumberParamsSchema,
        querystring: z.object({
          account_id: idSchema.optional(),
          nonce: z.string().optional(),
        }),
        response: { 200: npiResultsSchema },
      },
    },
    async (request) => npi.lookup(callerOf(request), request.params.number, request.query.account_id),
  );

  app.get(
    '/npi',
    { schema: { tags: ['npi'], querystring: npiSearchQuerySchema, response: { 200: npiResultsSchema } } },
    async (request) => npi.search(callerOf(request), request.query),
  );
}
