import { experienceCategoriesQuerySchema, experienceCategorySchema, halListSchema } from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../server/authenticate';
import { halList } from '../../server/hal';
import type { TypedApp } from '../../server/routing';
import type { InsightsService } from './insights.service';

const accountParams = z.object({ account_id: z.coerce.number().int().positive() });

export function insightsRoutes(app: TypedApp, insights: InsightsService): void {
  app.get(
    '/insights/:account_id/categories',
    {
      schema: {
        tags: ['insights'],
        params: accountParams,
        querystring: experienceCategoriesQuerySchema,
        response: { 200: halListSchema('categories', experienceCategorySchema) },
      },
    },
    async (request) => {
      const { account_id } = request.params;
      const { rows, total } = insights.categories(callerOf(request), account_id, request.query);
      return halList('categories', rows, total, request.query, `/insights/${account_id}/categories`, request.query);
    },
  );
}
