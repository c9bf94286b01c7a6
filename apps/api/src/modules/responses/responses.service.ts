import { RESPONSE_MESSAGES, type Response, type ResponseBody, sourceById } from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { conflict, notFound, unprocessable } from '../../platform/errors';
import type { ReviewsService } from '../reviews';
import { toResponse } from '../reviews';
import type { ResponseQueue } from './responses.queue';
import type { ResponseRow, ResponsesRepo } from './responses.repo';

export type ResponsesDeps = { repo: ResponsesRepo; reviews: ReviewsService; queue: ResponseQueue };

/**
 * Who posts a reply (the audit, decision 0146): a person (userId), a rule (ruleId, no user), or an approver
 * (userId and approvedByUserId) posting what someone (suggestedByUserId) or a rule (ruleId) suggested.
 */
export type ReplyPoster = {
  userId: number | null;
  ruleId?: number | null;
  suggestedByUserId?: number | null;
  approvedByUserId?: number | null;
};

const IN_FLIGHT: ResponseRow['status'][] = ['submitting', 'deleting'];

/**
 * Answers to reviews (spec 000 §4): stored as submitting or deleting, then carried out by a job through the
 * source's connector (responses.jobs.ts), which settles the state and tells the page over realtime.
 */
export function createResponsesService({ repo, reviews, queue }: ResponsesDeps) {
  async function own(caller: Caller, id: number): Promise<ResponseRow> {
    const row = await repo.find(caller.accountId, id);
    if (!row) throw notFound('Response not found');
    return row;
  }

  function assertChangeable(row: ResponseRow) {
    if (row.readOnly) throw unprocessable('read_only', RESPONSE_MESSAGES.readOnly);
    if (IN_FLIGHT.includes(row.status)) throw conflict(RESPONSE_MESSAGES.busy);
  }

  async function submit(accountId: number, reviewId: number, content: string, poster: ReplyPoster): Promise<Response> {
    const review = await reviews.reviewOf(accountId, reviewId);
    if (!review) throw notFound('Review not found');
    if (!sourceById(review.sourceId)?.supports_responses || review.removed) {
      throw unprocessable('responses_not_supported', RESPONSE_MESSAGES.notSupported);
    }
    const row = await repo.submit(accountId, {
      reviewId,
      sourceId: review.sourceId,
      content,
      userId: poster.userId,
      ruleId: poster.ruleId ?? null,
      suggestedByUserId: poster.suggestedByUserId ?? null,
      approvedByUserId: poster.approvedByUserId ?? null,
    });
    await queue.publish({ accountId, responseId: row.id, userId: poster.userId });
    return toResponse(row);
  }

  /** A first answer to a review: refused while one is published or on its way. */
  async function answer(accountId: number, reviewId: number, content: string, poster: ReplyPoster) {
    const existing = await repo.findByReview(accountId, reviewId);
    if (existing) {
      assertChangeable(existing);
      if (existing.status === 'published' || existing.status === 'error_unpublished') {
        throw conflict('This review already has a response; edit it instead');
      }
    }
    return submit(accountId, reviewId, content, poster);
  }

  return {
    async get(caller: Caller, id: number): Promise<Response> {
      return toResponse(await own(caller, id));
    },

    async create(caller: Caller, reviewId: number, body: ResponseBody): Promise<Response> {
      await accountInScope(caller, body.account_id);
      await reviews.findRow(caller, reviewId);
      return answer(caller.accountId, reviewId, body.content, { userId: caller.userId });
    },

    /**
     * The one publishing path for replies nobody typed in the composer: a rule's, or a suggestion an approver
     * approved. Same checks, same job, same source clients as a person's answer; only the audit differs.
     */
    answerAs: answer,

    /** Whether the review has a reply, published or on its way (a person answered meanwhile). */
    async answered(accountId: number, reviewId: number): Promise<boolean> {
      return Boolean(await repo.findByReview(accountId, reviewId));
    },

    async edit(caller: Caller, id: number, body: ResponseBody): Promise<Response> {
      await accountInScope(caller, body.account_id);
      const row = await own(caller, id);
      assertChangeable(row);
      return submit(caller.accountId, row.reviewId, body.content, { userId: caller.userId });
    },

    /** A response never published is dropped at once; a published one is deleted at the source first. */
    async remove(caller: Caller, id: number): Promise<Response> {
      const row = await own(caller, id);
      assertChangeable(row);
      if (!row.publishedAt) {
        await repo.remove(caller.accountId, id);
        return toResponse(row);
      }
      const deleting = await repo.setStatus(caller.accountId, id, { status: 'deleting', statusDescription: null });
      await queue.remove({ accountId: caller.accountId, responseId: id, userId: caller.userId });
      return toResponse(deleting ?? row);
    },
  };
}

export type ResponsesService = ReturnType<typeof createResponsesService>;
