import { halLinksSchema, halListSchema } from '../hal';
import {
  categoriesQuerySchema,
  categorySchema,
  countriesQuerySchema,
  countrySchema,
  stateSchema,
  statesQuerySchema,
} from '../reference-data';
import { endpoint } from './endpoint';
import { idParams } from './params';

/** Countries, states and categories (spec 001 §7, spec 000 §7 "Filter data"). */

const tags = ['reference'];

export const countryItemSchema = countrySchema.extend({ _links: halLinksSchema });
export const stateItemSchema = stateSchema.extend({ _links: halLinksSchema });
export const categoryItemSchema = categorySchema.extend({ _links: halLinksSchema });

export const listCountries = endpoint({
  method: 'GET',
  path: '/countries',
  query: countriesQuerySchema,
  responses: { 200: halListSchema('countries', countrySchema) },
  tags,
});

export const getCountry = endpoint({
  method: 'GET',
  path: '/countries/:id',
  params: idParams,
  responses: { 200: countryItemSchema },
  tags,
});

export const listStates = endpoint({
  method: 'GET',
  path: '/states',
  query: statesQuerySchema,
  responses: { 200: halListSchema('states', stateSchema) },
  tags,
});

export const getState = endpoint({
  method: 'GET',
  path: '/states/:id',
  params: idParams,
  responses: { 200: stateItemSchema },
  tags,
});

export const listCategories = endpoint({
  method: 'GET',
  path: '/categories',
  query: categoriesQuerySchema,
  responses: { 200: halListSchema('categories', categorySchema) },
  tags,
});

export const getCategory = endpoint({
  method: 'GET',
  path: '/categories/:id',
  params: idParams,
  responses: { 200: categoryItemSchema },
  tags,
});
