import { halLinksSchema, halListSchema, locationUrlSchema, urlsQuerySchema } from '@repute/domain';
import { callerOf } from '../../server/authenticate';
import { halItem, halList } from '../../server/hal';
import { idParams, type TypedApp } from '../../server/routing';
import type { UrlsService } from './urls.service';

export function urlsRoutes(app: TypedApp, urls: UrlsService): void {
  app.get(
    '/urls',
    {
      schema: {
        tags: ['urls'],
        querystring: urlsQuerySchema,
        response: { 200: halListSchema('urls', locationUrlSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { rows, total } = await urls.list(caller, request.query.account_id ?? caller.accountId, request.query);
      return halList('urls', rows, total, request.query, '/urls', request.query);
    },
  );

  app.get(
    '/urls/:id',
    {
      schema: {
        tags: ['urls'],
        params: idParams,
        response: { 200: locationUrlSchema.extend({ _links: halLinksSchema }) },
      },
    },
    async (request) => halItem(await urls.get(callerOf(request), request.params.id), `/urls/${request.params.id}`),
  );
}
