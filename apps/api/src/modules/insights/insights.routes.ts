import { experienceCategoriesQuerySchema, experienceCategorySchema, halListSchema, idSchema } from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import { halList } from '../../platform/http/hal';
import type { TypedApp } from '../../platform/http/routing';
import type { InsightsService } from './insights.service';

const accountParams = z.object({ account_id: idSchema });

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
      const { rows, total } = await insights.categories(callerOf(request), account_id, request.query);
      return halList('categories', rows, total, request.query, `/insights/${account_id}/categories`, request.query);
    },
  );
}
