import { fillResponseTemplate, pageWindow, type ResponseTemplate, type ResponseTemplatesQuery } from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { notFound } from '../../platform/errors';
import type { ReviewsService } from '../reviews';
import type { ResponseTemplateRow, ResponseTemplatesRepo } from './response-templates.repo';

export type ResponseTemplatesDeps = { repo: ResponseTemplatesRepo; reviews: Pick<ReviewsService, 'findRow'> };

/** More templates than any account writes; the web app reads as many (TEMPLATES_PER_PAGE). */
const TEMPLATES_READ = 100;

const toTemplate = (row: ResponseTemplateRow): ResponseTemplate => ({
  id: row.id,
  account_id: row.accountId,
  name: row.name,
  content: row.content,
  created_at: row.createdAt.toISOString(),
});

/** Response templates with the reviewer-name and location-name placeholders, filled for a review on request. */
export function createResponseTemplatesService({ repo, reviews }: ResponseTemplatesDeps) {
  async function own(caller: Caller, id: number) {
    const row = await repo.find(caller.accountId, id);
    if (!row) throw notFound('Response template not found');
    return row;
  }

  return {
    async list(caller: Caller, query: ResponseTemplatesQuery) {
      await accountInScope(caller, query.account_id);
      const review = query.review_id === undefined ? undefined : await reviews.findRow(caller, query.review_id);
      const { rows, total } = await repo.list(caller.accountId, pageWindow(query));
      return {
        total,
        rows: rows.map((row) => ({
          ...toTemplate(row),
          filled: review
            ? fillResponseTemplate(row.content, { reviewerName: review.authorName, locationName: review.locationName })
            : null,
        })),
      };
    },
    /** The account's templates filled in for one review: where a reply draft starts from (templates are few). */
    async filledFor(accountId: number, review: { reviewerName: string | null; locationName: string }) {
      const { rows } = await repo.list(accountId, { limit: TEMPLATES_READ, offset: 0 });
      return rows.map((row) => fillResponseTemplate(row.content, review));
    },
    /** One template of the account filled in for a review; undefined once it was deleted (a rule's turn skips it). */
    async filledOne(accountId: number, id: number, review: { reviewerName: string | null; locationName: string }) {
      const row = await repo.find(accountId, id);
      return row ? fillResponseTemplate(row.content, review) : undefined;
    },
    /** Which of these ids are the account's templates: a rule may name only its own. */
    async existing(accountId: number, ids: readonly number[]): Promise<number[]> {
      const found = await Promise.all(ids.map((id) => repo.find(accountId, id)));
      return found.flatMap((row) => (row ? [row.id] : []));
    },
    async get(caller: Caller, id: number) {
      return toTemplate(await own(caller, id));
    },
    async create(caller: Caller, input: { account_id?: number; name: string; content: string }) {
      await accountInScope(caller, input.account_id);
      return toTemplate(await repo.insert(caller.accountId, { name: input.name, content: input.content }));
    },
    async update(caller: Caller, id: number, input: { account_id?: number; name: string; content: string }) {
      await accountInScope(caller, input.account_id);
      await own(caller, id);
      const row = await repo.update(caller.accountId, id, { name: input.name, content: input.content });
      if (!row) throw notFound('Response template not found');
      return toTemplate(row);
    },
    async remove(caller: Caller, id: number) {
      const row = await own(caller, id);
      await repo.remove(caller.accountId, id);
      return toTemplate(row);
    },
  };
}

export type ResponseTemplatesService = ReturnType<typeof createResponseTemplatesService>;
