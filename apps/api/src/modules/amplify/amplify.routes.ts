import {
  halLinksSchema,
  halListSchema,
  widgetBodySchema,
  widgetPreviewBodySchema,
  widgetSchema,
  widgetsQuerySchema,
} from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import { halItem, halList } from '../../platform/http/hal';
import { idParams, type TypedApp } from '../../platform/http/routing';
import type { AmplifyService } from './amplify.service';

const item = widgetSchema.extend({ _links: halLinksSchema });
const pagingSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
/** Spec 001 §7 reads widgets[] and paging.page; the HAL list of every other list is kept beside them. */
const widgetsPageSchema = halListSchema('widgets', item).extend({ widgets: z.array(item), paging: pagingSchema });

/** Widgets CRUD (spec 001 §7 "Amplify": GET /amplify/widgets with page and keywords). */
export function amplifyRoutes(app: TypedApp, amplify: AmplifyService): void {
  app.get(
    '/amplify/widgets',
    {
      schema: { tags: ['amplify'], querystring: widgetsQuerySchema, response: { 200: widgetsPageSchema } },
    },
    async (request) => {
      const { rows, total } = await amplify.list(callerOf(request), request.query);
      const items = rows.map((widget) => halItem(widget, `/amplify/widgets/${widget.id}`));
      const list = halList('widgets', items, total, request.query, '/amplify/widgets', request.query);
      const { page, per_page } = request.query;
      return { ...list, widgets: items, paging: { page, per_page, total, total_pages: list._total_pages } };
    },
  );
  app.get(
    '/amplify/widgets/:id',
    { schema: { tags: ['amplify'], params: idParams, response: { 200: item } } },
    async (request) =>
      halItem(await amplify.get(callerOf(request), request.params.id), `/amplify/widgets/${request.params.id}`),
  );
  app.post(
    '/amplify/widgets',
    { schema: { tags: ['amplify'], body: widgetBodySchema, response: { 201: item } } },
    async (request, reply) => {
      const widget = await amplify.create(callerOf(request), request.body);
      return reply.status(201).send(halItem(widget, `/amplify/widgets/${widget.id}`));
    },
  );
  for (const method of ['patch', 'put'] as const) {
    app[method](
      '/amplify/widgets/:id',
      { schema: { tags: ['amplify'], params: idParams, body: widgetBodySchema, response: { 200: item } } },
      async (request) =>
        halItem(
          await amplify.update(callerOf(request), request.params.id, request.body),
          `/amplify/widgets/${request.params.id}`,
        ),
    );
  }
  /** Decision 0059: the builder's live preview, rendered by the same code as the embed. */
  app.post(
    '/amplify/widget_previews',
    { schema: { tags: ['amplify'], body: widgetPreviewBodySchema } },
    async (request) => amplify.preview(callerOf(request), request.body),
  );
  app.delete(
    '/amplify/widgets/:id',
    { schema: { tags: ['amplify'], params: idParams, response: { 200: item } } },
    async (request) =>
      halItem(await amplify.remove(callerOf(request), request.params.id), `/amplify/widgets/${request.params.id}`),
  );
}
