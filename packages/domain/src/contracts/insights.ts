import { z } from 'zod';
import { experienceCategoriesQuerySchema, experienceCategorySchema } from '../experience-categories';
import { halLinksSchema, halListSchema } from '../hal';
import {
  categoryRankItemSchema,
  categoryRankQuerySchema,
  mentionedQuerySchema,
  mentionedResponseSchema,
  mentionsQuerySchema,
  mentionsResponseSchema,
  reanalysisSchema,
  reviewKeywordsSchema,
  trendQuerySchema,
  trendResponseSchema,
} from '../insights';
import { idSchema } from '../whole-numbers';
import { endpoint } from './endpoint';

/** Spec 001 §7 "Keywords", spec 000 §7 insights calls, and the keyword detail screens' reads (decision 0040). */

const tags = ['insights'];

const accountParams = z.object({ account_id: idSchema });
const reanalysisItemSchema = reanalysisSchema.extend({ _links: halLinksSchema });

export const listExperienceCategories = endpoint({
  method: 'GET',
  path: '/insights/:account_id/categories',
  params: accountParams,
  query: experienceCategoriesQuerySchema,
  responses: { 200: halListSchema('categories', experienceCategorySchema) },
  tags,
});

export const listMentionedKeywords = endpoint({
  method: 'GET',
  path: '/insights/:account_id/mentioned',
  params: accountParams,
  query: mentionedQuerySchema,
  responses: { 200: mentionedResponseSchema },
  tags,
});

export const listCategoryRank = endpoint({
  method: 'GET',
  path: '/insights/:account_id/category_rank',
  params: accountParams,
  query: categoryRankQuerySchema,
  responses: { 200: halListSchema('categories', categoryRankItemSchema) },
  tags,
});

export const listKeywordMentions = endpoint({
  method: 'GET',
  path: '/insights/:account_id/mentions',
  params: accountParams,
  query: mentionsQuerySchema,
  responses: { 200: mentionsResponseSchema },
  tags,
});

export const getKeywordTrend = endpoint({
  method: 'GET',
  path: '/insights/:account_id/trend',
  params: accountParams,
  query: trendQuerySchema,
  responses: { 200: trendResponseSchema },
  tags,
});

export const getReviewKeywords = endpoint({
  method: 'GET',
  path: '/review/:review_id/keywords',
  params: z.object({ review_id: idSchema }),
  responses: { 200: reviewKeywordsSchema },
  tags,
});

export const startReanalysis = endpoint({
  method: 'POST',
  path: '/insights/:account_id/reanalyses',
  params: accountParams,
  responses: { 202: reanalysisItemSchema },
  tags,
});

export const getReanalysis = endpoint({
  method: 'GET',
  path: '/insights/:account_id/reanalyses/:id',
  params: accountParams.extend({ id: idSchema }),
  responses: { 200: reanalysisItemSchema },
  tags,
});
