import { halLinksSchema, halListSchema } from '../hal';
import { urlsQuerySchema } from '../sources';
import { reviewPageSchema, urlCreateSchema, urlPatchSchema } from '../urls';
import { alsoAs, endpoint } from './endpoint';
import { idParams } from './params';

/** A location's pages on review sites (GET /urls, spec 000 §7) with their sync state; create, change, delete. */

const tags = ['urls'];

const pageItemSchema = reviewPageSchema.extend({ _links: halLinksSchema });

export const listUrls = endpoint({
  method: 'GET',
  path: '/urls',
  query: urlsQuerySchema,
  responses: { 200: halListSchema('urls', reviewPageSchema) },
  tags,
});

export const getUrl = endpoint({
  method: 'GET',
  path: '/urls/:id',
  params: idParams,
  responses: { 200: pageItemSchema },
  tags,
});

export const createUrl = endpoint({
  method: 'POST',
  path: '/urls',
  body: urlCreateSchema,
  responses: { 201: pageItemSchema },
  tags,
});

export const patchUrl = endpoint({
  method: 'PATCH',
  path: '/urls/:id',
  params: idParams,
  body: urlPatchSchema,
  responses: { 200: pageItemSchema },
  tags,
});
export const replaceUrl = alsoAs(patchUrl, 'PUT');

export const deleteUrl = endpoint({
  method: 'DELETE',
  path: '/urls/:id',
  params: idParams,
  responses: { 200: pageItemSchema },
  tags,
});
