import { halLinksSchema, halListSchema } from '../hal';
import {
  sourceOverrideCreateSchema,
  sourceOverridePatchSchema,
  sourceOverrideSchema,
  sourceOverridesQuerySchema,
} from '../sources';
import { alsoAs, endpoint } from './endpoint';
import { idParams } from './params';

/** What a location shows on one directory instead of its own details (the listings' per-source overrides). */

const tags = ['locations'];

const overrideItemSchema = sourceOverrideSchema.extend({ _links: halLinksSchema });

export const listSourceOverrides = endpoint({
  method: 'GET',
  path: '/location_source_overrides',
  query: sourceOverridesQuerySchema,
  responses: { 200: halListSchema('location_source_overrides', sourceOverrideSchema) },
  tags,
});

export const getSourceOverride = endpoint({
  method: 'GET',
  path: '/location_source_overrides/:id',
  params: idParams,
  responses: { 200: overrideItemSchema },
  tags,
});

export const createSourceOverride = endpoint({
  method: 'POST',
  path: '/location_source_overrides',
  body: sourceOverrideCreateSchema,
  responses: { 201: overrideItemSchema },
  tags,
});

export const patchSourceOverride = endpoint({
  method: 'PATCH',
  path: '/location_source_overrides/:id',
  params: idParams,
  body: sourceOverridePatchSchema,
  responses: { 200: overrideItemSchema },
  tags,
});
export const replaceSourceOverride = alsoAs(patchSourceOverride, 'PUT');

export const deleteSourceOverride = endpoint({
  method: 'DELETE',
  path: '/location_source_overrides/:id',
  params: idParams,
  responses: { 200: overrideItemSchema },
  tags,
});
