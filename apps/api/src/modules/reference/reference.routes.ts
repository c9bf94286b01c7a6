import {
  categoriesQuerySchema,
  categorySchema,
  countriesQuerySchema,
  countrySchema,
  halLinksSchema,
  halListSchema,
  stateSchema,
  statesQuerySchema,
} from '@repute/domain';
import type { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import { halItem, halList } from '../../platform/http/hal';
import { idParams, type TypedApp } from '../../platform/http/routing';
import type { ReferenceService } from './reference.service';

const item = <T extends z.ZodObject>(schema: T) => schema.extend({ _links: halLinksSchema });

/** Countries, states and categories (spec 001 §7, spec 000 §7 "Filter data"). */
export function referenceRoutes(app: TypedApp, reference: ReferenceService): void {
  app.get(
    '/countries',
    {
      schema: {
        tags: ['reference'],
        querystring: countriesQuerySchema,
        response: { 200: halListSchema('countries', countrySchema) },
      },
    },
    async (request) => {
      const { rows, total } = reference.countries(request.query);
      return halList('countries', rows, total, request.query, '/countries', request.query);
    },
  );
  app.get(
    '/countries/:id',
    { schema: { tags: ['reference'], params: idParams, response: { 200: item(countrySchema) } } },
    async (request) => halItem(reference.country(request.params.id), `/countries/${request.params.id}`),
  );

  app.get(
    '/states',
    {
      schema: {
        tags: ['reference'],
        querystring: statesQuerySchema,
        response: { 200: halListSchema('states', stateSchema) },
      },
    },
    async (request) => {
      const { rows, total } = reference.states(request.query);
      return halList('states', rows, total, request.query, '/states', request.query);
    },
  );
  app.get(
    '/states/:id',
    { schema: { tags: ['reference'], params: idParams, response: { 200: item(stateSchema) } } },
    async (request) => halItem(reference.state(request.params.id), `/states/${request.params.id}`),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['reference'],
        querystring: categoriesQuerySchema,
        response: { 200: halListSchema('categories', categorySchema) },
      },
    },
    async (request) => {
      const { rows, total } = await reference.categories(callerOf(request), request.query);
      return halList('categories', rows, total, request.query, '/categories', request.query);
    },
  );
  app.get(
    '/categories/:id',
    { schema: { tags: ['reference'], params: idParams, response: { 200: item(categorySchema) } } },
    async (request) => halItem(reference.category(request.params.id), `/categories/${request.params.id}`),
  );
}
