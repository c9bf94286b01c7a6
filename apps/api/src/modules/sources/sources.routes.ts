import { halLinksSchema, halListSchema, sourceSchema, sourcesQuerySchema } from '@repute/domain';
import { halItem, halList } from '../../platform/http/hal';
import { idParams, type TypedApp } from '../../platform/http/routing';
import type { SourcesService } from './sources.service';

const sourceItem = sourceSchema.extend({ _links: halLinksSchema });

export function sourcesRoutes(app: TypedApp, sources: SourcesService): void {
  app.get(
    '/sources',
    {
      schema: {
        tags: ['sources'],
        querystring: sourcesQuerySchema,
        response: { 200: halListSchema('sources', sourceSchema) },
      },
    },
    async (request) => {
      const { rows, total } = sources.list(request.query);
      return halList('sources', rows, total, request.query, '/sources', request.query);
    },
  );

  app.get(
    '/sources/:id',
    { schema: { tags: ['sources'], params: idParams, response: { 200: sourceItem } } },
    async (request) => halItem(sources.get(request.params.id), `/sources/${request.params.id}`),
  );
}
