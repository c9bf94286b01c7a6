import { halLinksSchema, halListSchema, urlsQuerySchema } from '@repute/domain';
import { reviewPageSchema, urlCreateSchema, urlPatchSchema } from '@repute/domain/urls';
import { callerOf } from '../../platform/http/authenticate';
import { halItem, halList } from '../../platform/http/hal';
import { idParams, type TypedApp } from '../../platform/http/routing';
import type { UrlsService } from './urls.service';

const pageItem = reviewPageSchema.extend({ _links: halLinksSchema });

/** A location's pages on review sites (GET /urls, spec 000 §7) with their sync state; create, change, delete. */
export function urlsRoutes(app: TypedApp, urls: UrlsService): void {
  app.get(
    '/urls',
    {
      schema: {
        tags: ['urls'],
        querystring: urlsQuerySchema,
        response: { 200: halListSchema('urls', reviewPageSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await urls.list(callerOf(request), request.query);
      return halList('urls', rows, total, request.query, '/urls', request.query);
    },
  );

  app.get('/urls/:id', { schema: { tags: ['urls'], params: idParams, response: { 200: pageItem } } }, async (request) =>
    halItem(await urls.get(callerOf(request), request.params.id), `/urls/${request.params.id}`),
  );

  app.post(
    '/urls',
    { schema: { tags: ['urls'], body: urlCreateSchema, response: { 201: pageItem } } },
    async (request, reply) => {
      const page = await urls.create(callerOf(request), request.body);
      return reply.status(201).send(halItem(page, `/urls/${page.id}`));
    },
  );

  for (const method of ['patch', 'put'] as const) {
    app[method](
      '/urls/:id',
      { schema: { tags: ['urls'], params: idParams, body: urlPatchSchema, response: { 200: pageItem } } },
      async (request) =>
        halItem(await urls.patch(callerOf(request), request.params.id, request.body), `/urls/${request.params.id}`),
    );
  }

  app.delete(
    '/urls/:id',
    { schema: { tags: ['urls'], params: idParams, response: { 200: pageItem } } },
    async (request) => halItem(await urls.remove(callerOf(request), request.params.id), `/urls/${request.params.id}`),
  );
}
