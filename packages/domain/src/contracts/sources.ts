import { halLinksSchema, halListSchema } from '../hal';
import { sourceSchema, sourcesQuerySchema } from '../sources';
import { endpoint } from './endpoint';
import { idParams } from './params';

/** The catalogue of review sites, with the account's own custom sources. */

const tags = ['sources'];

export const sourceItemSchema = sourceSchema.extend({ _links: halLinksSchema });

export const listSources = endpoint({
  method: 'GET',
  path: '/sources',
  query: sourcesQuerySchema,
  responses: { 200: halListSchema('sources', sourceSchema) },
  tags,
});

export const getSource = endpoint({
  method: 'GET',
  path: '/sources/:id',
  params: idParams,
  responses: { 200: sourceItemSchema },
  tags,
});
