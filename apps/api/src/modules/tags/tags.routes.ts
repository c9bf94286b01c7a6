import {
  createTag,
  deleteTag,
  getTag,
  listReviewTags,
  listTags,
  tagReview,
  tagReviews,
  untagReview,
} from '@repute/domain/contracts/tags';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { TagsService } from './tags.service';

export function tagsRoutes(app: ContractApp, tags: TagsService): void {
  route(app, listTags, async (request) => {
    const { rows, total } = await tags.list(callerOf(request), request.query);
    return halList('tags', rows, total, request.query, '/tags', request.query);
  });

  route(app, getTag, async (request) =>
    halItem(await tags.get(callerOf(request), request.params.id), `/tags/${request.params.id}`),
  );

  route(app, createTag, async (request, reply) => {
    const tag = await tags.create(callerOf(request), request.body);
    return reply.status(201).send(halItem(tag, `/tags/${tag.id}`));
  });

  route(app, deleteTag, async (request) =>
    halItem(await tags.remove(callerOf(request), request.params.id), `/tags/${request.params.id}`),
  );

  route(app, listReviewTags, async (request) => {
    const { rows, total } = await tags.reviewTags(callerOf(request), request.query);
    return halList('review_tags', rows, total, request.query, '/review_tags', request.query);
  });

  route(app, tagReview, async (request, reply) => {
    const reviewTag = await tags.tagReview(callerOf(request), request.body);
    return reply.status(201).send(halItem(reviewTag, `/review_tags/${reviewTag.id}`));
  });

  route(app, tagReviews, async (request, reply) =>
    reply.status(201).send(await tags.tagReviews(callerOf(request), request.body)),
  );

  route(app, untagReview, async (request) => tags.untagReview(callerOf(request), request.query));
}
