import {
  halLinksSchema,
  halListSchema,
  reviewTagBulkResultSchema,
  reviewTagBulkSchema,
  reviewTagCreateSchema,
  reviewTagDeleteQuerySchema,
  reviewTagSchema,
  reviewTagsQuerySchema,
  tagCreateSchema,
  tagSchema,
  tagsQuerySchema,
} from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import { halItem, halList } from '../../platform/http/hal';
import { idParams, type TypedApp } from '../../platform/http/routing';
import type { TagsService } from './tags.service';

const tagItem = tagSchema.extend({ _links: halLinksSchema });
const reviewTagItem = reviewTagSchema.extend({ _links: halLinksSchema });
const untagged = z.object({ review_id: z.number().int(), name: z.string(), account_id: z.number().int() });

export function tagsRoutes(app: TypedApp, tags: TagsService): void {
  app.get(
    '/tags',
    { schema: { tags: ['tags'], querystring: tagsQuerySchema, response: { 200: halListSchema('tags', tagSchema) } } },
    async (request) => {
      const { rows, total } = await tags.list(callerOf(request), request.query);
      return halList('tags', rows, total, request.query, '/tags', request.query);
    },
  );

  app.get('/tags/:id', { schema: { tags: ['tags'], params: idParams, response: { 200: tagItem } } }, async (request) =>
    halItem(await tags.get(callerOf(request), request.params.id), `/tags/${request.params.id}`),
  );

  app.post(
    '/tags',
    { schema: { tags: ['tags'], body: tagCreateSchema, response: { 201: tagItem } } },
    async (request, reply) => {
      const tag = await tags.create(callerOf(request), request.body);
      return reply.status(201).send(halItem(tag, `/tags/${tag.id}`));
    },
  );

  app.delete(
    '/tags/:id',
    { schema: { tags: ['tags'], params: idParams, response: { 200: tagItem } } },
    async (request) => halItem(await tags.remove(callerOf(request), request.params.id), `/tags/${request.params.id}`),
  );

  app.get(
    '/review_tags',
    {
      schema: {
        tags: ['tags'],
        querystring: reviewTagsQuerySchema,
        response: { 200: halListSchema('review_tags', reviewTagSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await tags.reviewTags(callerOf(request), request.query);
      return halList('review_tags', rows, total, request.query, '/review_tags', request.query);
    },
  );

  app.post(
    '/review_tags',
    { schema: { tags: ['tags'], body: reviewTagCreateSchema, response: { 201: reviewTagItem } } },
    async (request, reply) => {
      const reviewTag = await tags.tagReview(callerOf(request), request.body);
      return reply.status(201).send(halItem(reviewTag, `/review_tags/${reviewTag.id}`));
    },
  );

  app.post(
    '/review_tags/bulk',
    { schema: { tags: ['tags'], body: reviewTagBulkSchema, response: { 201: reviewTagBulkResultSchema } } },
    async (request, reply) => reply.status(201).send(await tags.tagReviews(callerOf(request), request.body)),
  );

  app.delete(
    '/review_tags',
    { schema: { tags: ['tags'], querystring: reviewTagDeleteQuerySchema, response: { 200: untagged } } },
    async (request) => tags.untagReview(callerOf(request), request.query),
  );
}
