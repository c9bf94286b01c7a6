import {
  categoryRankItemSchema,
  categoryRankQuerySchema,
  experienceCategoriesQuerySchema,
  experienceCategorySchema,
  halLinksSchema,
  halListSchema,
  idSchema,
  mentionedQuerySchema,
  mentionedResponseSchema,
  mentionsQuerySchema,
  mentionsResponseSchema,
  reanalysisSchema,
  reviewKeywordsSchema,
  trendQuerySchema,
  trendResponseSchema,
} from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import { halItem, halList } from '../../platform/http/hal';
import type { TypedApp } from '../../platform/http/routing';
import type { InsightsService } from './insights.service';

const accountParams = z.object({ account_id: idSchema });
const reanalysisItem = reanalysisSchema.extend({ _links: halLinksSchema });

/** Spec 001 §7 "Keywords", spec 000 §7 insights calls, and the keyword detail screens' reads (decision 0040). */
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

  app.get(
    '/insights/:account_id/mentioned',
    {
      schema: {
        tags: ['insights'],
        params: accountParams,
        querystring: mentionedQuerySchema,
        response: { 200: mentionedResponseSchema },
      },
    },
    async (request) => {
      const { account_id } = request.params;
      const { keywords, total } = await insights.mentioned(callerOf(request), account_id, request.query);
      const { _embedded, ...paging } = halList(
        'keywords',
        keywords,
        total,
        request.query,
        `/insights/${account_id}/mentioned`,
        rawQuery(request.raw.url),
      );
      return { keywords: _embedded.keywords, ...paging };
    },
  );

  app.get(
    '/insights/:account_id/category_rank',
    {
      schema: {
        tags: ['insights'],
        params: accountParams,
        querystring: categoryRankQuerySchema,
        response: { 200: halListSchema('categories', categoryRankItemSchema) },
      },
    },
    async (request) => {
      const { account_id } = request.params;
      const { items, total } = await insights.categoryRank(callerOf(request), account_id, request.query);
      return halList(
        'categories',
        items,
        total,
        request.query,
        `/insights/${account_id}/category_rank`,
        rawQuery(request.raw.url),
      );
    },
  );

  app.get(
    '/insights/:account_id/mentions',
    {
      schema: {
        tags: ['insights'],
        params: accountParams,
        querystring: mentionsQuerySchema,
        response: { 200: mentionsResponseSchema },
      },
    },
    async (request) => {
      const { account_id } = request.params;
      const { rows, total, averageRating } = await insights.mentions(callerOf(request), account_id, request.query);
      const page = halList(
        'reviews',
        rows,
        total,
        request.query,
        `/insights/${account_id}/mentions`,
        rawQuery(request.raw.url),
      );
      return { ...page, average_rating: averageRating };
    },
  );

  app.get(
    '/insights/:account_id/trend',
    {
      schema: {
        tags: ['insights'],
        params: accountParams,
        querystring: trendQuerySchema,
        response: { 200: trendResponseSchema },
      },
    },
    async (request) => ({ points: await insights.trend(callerOf(request), request.params.account_id, request.query) }),
  );

  app.get(
    '/review/:review_id/keywords',
    {
      schema: {
        tags: ['insights'],
        params: z.object({ review_id: idSchema }),
        response: { 200: reviewKeywordsSchema },
      },
    },
    async (request) => insights.reviewKeywords(callerOf(request), request.params.review_id),
  );

  app.post(
    '/insights/:account_id/reanalyses',
    {
      schema: { tags: ['insights'], params: accountParams, response: { 202: reanalysisItem } },
    },
    async (request, reply) => {
      const run = await insights.startReanalysis(callerOf(request), request.params.account_id);
      return reply.status(202).send(halItem(run, `/insights/${run.account_id}/reanalyses/${run.id}`));
    },
  );

  app.get(
    '/insights/:account_id/reanalyses/:id',
    {
      schema: {
        tags: ['insights'],
        params: accountParams.extend({ id: idSchema }),
        response: { 200: reanalysisItem },
      },
    },
    async (request) => {
      const { account_id, id } = request.params;
      const run = await insights.reanalysis(callerOf(request), account_id, id);
      return halItem(run, `/insights/${account_id}/reanalyses/${id}`);
    },
  );
}

/** The caller's query as sent, for the links: the parsed one holds arrays and numbers the links would misspell. */
function rawQuery(url: string | undefined): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(url?.split('?')[1] ?? ''));
}
