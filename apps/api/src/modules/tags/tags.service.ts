import {
  keywordSearchOf,
  pageWindow,
  type ReviewTag,
  type ReviewTagBulk,
  type ReviewTagsQuery,
  type Tag,
  type TagsQuery,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { notFound } from '../../platform/errors';
import type { ReviewsService } from '../reviews';
import type { TagRow, TagsRepo } from './tags.repo';

export type TagsDeps = { repo: TagsRepo; reviews: Pick<ReviewsService, 'findRow' | 'assertOwnReviews'> };

const toTag = (row: TagRow): Tag => ({ id: row.id, name: row.name, account_id: row.accountId });
const toReviewTag = (row: { id: number; name: string; accountId: number; reviewId: number }): ReviewTag => ({
  id: row.id,
  name: row.name,
  account_id: row.accountId,
  review_id: row.reviewId,
});

/** Tags and review tags (spec 000 §3, §7); another account's id answers 404. */
export function createTagsService({ repo, reviews }: TagsDeps) {
  return {
    async list(caller: Caller, query: TagsQuery) {
      await accountInScope(caller, query.account_id);
      const { rows, total } = await repo.list(caller.accountId, keywordSearchOf(query), pageWindow(query));
      return { rows: rows.map(toTag), total };
    },

    /** GET /tags/{id}: the name of the tag a filter or a link names. */
    async get(caller: Caller, id: number): Promise<Tag> {
      const row = await repo.find(caller.accountId, id);
      if (!row) throw notFound('Tag not found');
      return toTag(row);
    },

    async create(caller: Caller, input: { account_id?: number; name: string }): Promise<Tag> {
      await accountInScope(caller, input.account_id);
      return toTag(await repo.ensure(caller.accountId, input.name));
    },

    async remove(caller: Caller, id: number): Promise<Tag> {
      const row = await repo.find(caller.accountId, id);
      if (!row) throw notFound('Tag not found');
      await repo.remove(caller.accountId, id);
      return toTag(row);
    },

    async reviewTags(caller: Caller, query: ReviewTagsQuery) {
      await accountInScope(caller, query.account_id);
      const { rows, total } = await repo.reviewTags(caller.accountId, query.review_id, pageWindow(query));
      return { rows: rows.map(toReviewTag), total };
    },

    async tagReview(caller: Caller, input: { account_id?: number; review_id: number; name: string }) {
      await accountInScope(caller, input.account_id);
      await reviews.findRow(caller, input.review_id);
      const tag = await repo.ensure(caller.accountId, input.name);
      return toReviewTag(await repo.tagReview(caller.accountId, input.review_id, tag.id));
    },

    /**
     * POST /review_tags/bulk: one tag on every review of the selection (decision 0118). Every review must be the
     * caller's account's, else 404 and nothing is tagged; a review that has the tag already keeps it.
     */
    async tagReviews(caller: Caller, input: ReviewTagBulk) {
      await reviews.assertOwnReviews(caller, input.review_ids);
      const tag = await repo.ensure(caller.accountId, input.name);
      await repo.tagReviews(caller.accountId, input.review_ids, tag.id);
      return { tag: toTag(tag), review_ids: input.review_ids };
    },

    /** Whoever may tag a review may take the tag off again; deleting the tag itself is `tag delete`. */
    async untagReview(caller: Caller, input: { account_id?: number; review_id: number; name: string }) {
      await accountInScope(caller, input.account_id);
      await reviews.findRow(caller, input.review_id);
      const tag = await repo.findByName(caller.accountId, input.name);
      if (!tag || !(await repo.untagReview(caller.accountId, input.review_id, tag.id))) {
        throw notFound('Review tag not found');
      }
      return { review_id: input.review_id, name: tag.name, account_id: caller.accountId };
    },
  };
}

export type TagsService = ReturnType<typeof createTagsService>;
