import { RESPONSE_MESSAGES, type Response, type ResponseBody, sourceById } from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { conflict, notFound, unprocessable } from '../../platform/errors';
import type { ReviewsService } from '../reviews';
import { toResponse } from '../reviews';
import type { ResponseQueue } from './responses.queue';
import type { ResponseRow, ResponsesRepo } from './responses.repo';

export type ResponsesDeps = { repo: ResponsesRepo; reviews: ReviewsService; queue: ResponseQueue };

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

  async function submit(caller: Caller, reviewId: number, content: string): Promise<Response> {
    const review = await reviews.findRow(caller, reviewId);
    if (!sourceById(review.sourceId)?.supports_responses || review.removed) {
      throw unprocessable('responses_not_supported', RESPONSE_MESSAGES.notSupported);
    }
    const row = await repo.submit(caller.accountId, {
      reviewId,
      sourceId: review.sourceId,
      content,
      userId: caller.userId,
    });
    await queue.publish({ accountId: caller.accountId, responseId: row.id, userId: caller.userId });
    return toResponse(row);
  }

  return {
    async get(caller: Caller, id: number): Promise<Response> {
      return toResponse(await own(caller, id));
    },

    async create(caller: Caller, reviewId: number, body: ResponseBody): Promise<Response> {
      await accountInScope(caller, body.account_id);
      const existing = await repo.findByReview(caller.accountId, reviewId);
      if (existing) {
        assertChangeable(existing);
        if (existing.status === 'published' || existing.status === 'error_unpublished') {
          throw conflict('This review already has a response; edit it instead');
        }
      }
      return submit(caller, reviewId, body.content);
    },

    async edit(caller: Caller, id: number, body: ResponseBody): Promise<Response> {
      await accountInScope(caller, body.account_id);
      const row = await own(caller, id);
      assertChangeable(row);
      return submit(caller, row.reviewId, body.content);
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
