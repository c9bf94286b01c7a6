import {
  filledTemplateSchema,
  halLinksSchema,
  halListSchema,
  responseTemplateBodySchema,
  responseTemplateSchema,
  responseTemplatesQuerySchema,
} from '@repute/domain';
import { callerOf } from '../../platform/http/authenticate';
import { halItem, halList } from '../../platform/http/hal';
import { idParams, type TypedApp } from '../../platform/http/routing';
import type { ResponseTemplatesService } from './response-templates.service';

const item = responseTemplateSchema.extend({ _links: halLinksSchema });

export function responseTemplatesRoutes(app: TypedApp, templates: ResponseTemplatesService): void {
  app.get(
    '/response_templates',
    {
      schema: {
        tags: ['responses'],
        querystring: responseTemplatesQuerySchema,
        response: { 200: halListSchema('response_templates', filledTemplateSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await templates.list(callerOf(request), request.query);
      return halList('response_templates', rows, total, request.query, '/response_templates', request.query);
    },
  );
  app.get(
    '/response_templates/:id',
    { schema: { tags: ['responses'], params: idParams, response: { 200: item } } },
    async (request) =>
      halItem(await templates.get(callerOf(request), request.params.id), `/response_templates/${request.params.id}`),
  );
  app.post(
    '/response_templates',
    { schema: { tags: ['responses'], body: responseTemplateBodySchema, response: { 201: item } } },
    async (request, reply) => {
      const template = await templates.create(callerOf(request), request.body);
      return reply.status(201).send(halItem(template, `/response_templates/${template.id}`));
    },
  );
  for (const method of ['patch', 'put'] as const) {
    app[method](
      '/response_templates/:id',
      { schema: { tags: ['responses'], params: idParams, body: responseTemplateBodySchema, response: { 200: item } } },
      async (request) =>
        halItem(
          await templates.update(callerOf(request), request.params.id, request.body),
          `/response_templates/${request.params.id}`,
        ),
    );
  }
  app.delete(
    '/response_templates/:id',
    { schema: { tags: ['responses'], params: idParams, response: { 200: item } } },
    async (request) =>
      halItem(await templates.remove(callerOf(request), request.params.id), `/response_templates/${request.params.id}`),
  );
}
