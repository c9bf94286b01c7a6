import {
  halLinksSchema,
  halListSchema,
  sourceOverrideCreateSchema,
  sourceOverridePatchSchema,
  sourceOverrideSchema,
  sourceOverridesQuerySchema,
} from '@repute/domain';
import { callerOf } from '../../platform/http/authenticate';
import { halItem, halList } from '../../platform/http/hal';
import { idParams, type TypedApp } from '../../platform/http/routing';
import type { SourceOverridesService } from './source-overrides.service';

const PATH = '/location_source_overrides';
const overrideItem = sourceOverrideSchema.extend({ _links: halLinksSchema });

export function sourceOverridesRoutes(app: TypedApp, overrides: SourceOverridesService): void {
  app.get(
    PATH,
    {
      schema: {
        tags: ['locations'],
        querystring: sourceOverridesQuerySchema,
        response: { 200: halListSchema('location_source_overrides', sourceOverrideSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await overrides.list(callerOf(request), request.query);
      return halList('location_source_overrides', rows, total, request.query, PATH, request.query);
    },
  );

  app.get(
    `${PATH}/:id`,
    { schema: { tags: ['locations'], params: idParams, response: { 200: overrideItem } } },
    async (request) =>
      halItem(await overrides.get(callerOf(request), request.params.id), `${PATH}/${request.params.id}`),
  );

  app.post(
    PATH,
    { schema: { tags: ['locations'], body: sourceOverrideCreateSchema, response: { 201: overrideItem } } },
    async (request, reply) => {
      const override = await overrides.create(callerOf(request), request.body);
      return reply.status(201).send(halItem(override, `${PATH}/${override.id}`));
    },
  );

  for (const method of ['patch', 'put'] as const) {
    app[method](
      `${PATH}/:id`,
      {
        schema: {
          tags: ['locations'],
          params: idParams,
          body: sourceOverridePatchSchema,
          response: { 200: overrideItem },
        },
      },
      async (request) =>
        halItem(
          await overrides.patch(callerOf(request), request.params.id, request.body),
          `${PATH}/${request.params.id}`,
        ),
    );
  }

  app.delete(
    `${PATH}/:id`,
    { schema: { tags: ['locations'], params: idParams, response: { 200: overrideItem } } },
    async (request) =>
      halItem(await overrides.remove(callerOf(request), request.params.id), `${PATH}/${request.params.id}`),
  );
}
