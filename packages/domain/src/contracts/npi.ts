import { z } from 'zod';
import { npiNumberParamsSchema, npiResultsSchema, npiSearchQuerySchema } from '../npi';
import { idSchema } from '../whole-numbers';
import { endpoint } from './endpoint';

/** The NPI registry behind the location form (a provider's number, or a search by name and place). */

const tags = ['npi'];

export const lookupNpi = endpoint({
  method: 'GET',
  path: '/npi/:number',
  params: npiNumberParamsSchema,
  query: z.object({ account_id: idSchema.optional(), nonce: z.string().optional() }),
  responses: { 200: npiResultsSchema },
  tags,
});

export const searchNpi = endpoint({
  method: 'GET',
  path: '/npi',
  query: npiSearchQuerySchema,
  responses: { 200: npiResultsSchema },
  tags,
});
