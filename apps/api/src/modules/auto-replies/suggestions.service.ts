import type { ReplySuggestion } from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { ResponsesService } from '../responses';
import type { ReviewsService } from '../reviews';
import type { AutoRepliesRepo } from './auto-replies.repo';

export type SuggestionsDeps = {
  repo: AutoRepliesRepo;
  reviews: Pick<ReviewsService, 'findRow'>;
  responses: Pick<ResponsesService, 'answerAs' | 'answered'>;
};

type SuggestionListRow = Awaited<ReturnType<AutoRepliesRepo['suggestions']>>[number];

/** The queue holds a few hundred at most; an approver works through it newest first. */
const QUEUE_SHOWN = 200;

function toSuggestion({ suggestion, suggestedBy, decidedBy, ruleName, review }: SuggestionListRow): ReplySuggestion {
  return {
    id: suggestion.id,
    review_id: suggestion.reviewId,
    content: suggestion.content,
    status: suggestion.status,
    suggested_by: suggestedBy,
    rule_id: suggestion.ruleId,
    rule_name: ruleName,
    flagged: suggestion.flagged,
    decided_by: decidedBy,
    decided_at: suggestion.decidedAt?.toISOString() ?? null,
    created_at: suggestion.createdAt.toISOString(),
    review: {
      author_name: review.authorName,
      rating: review.rating,
      content: review.content,
      location_name: review.locationName,
      source_id: review.sourceId,
    },
  };
}

/**
 * The approval queue (Yext's model, decision 0146): suggest-only users and rules that need approval put replies
 * here; an approver posts them through the responses module's one publishing path, which records who approved.
 */
export function createSuggestionsService({ repo, reviews, responses }: SuggestionsDeps) {
  async function one(accountId: number, id: number): Promise<ReplySuggestion> {
    const [row] = await repo.suggestions(accountId, { status: 'pending', ids: [id] }, 1);
    if (!row) throw notFound('Suggestion not found');
    return toSuggestion(row);
  }

  async function approve(caller: Caller, id: number, content?: string): Promise<ReplySuggestion> {
    const decided = await repo.decide(caller.accountId, id, 'approved', caller.userId, content);
    if (!decided) {
      await one(caller.accountId, id);
      throw conflict('This suggestion was already decided');
    }
    try {
      await responses.answerAs(caller.accountId, decided.reviewId, decided.content, {
        userId: caller.userId,
        ruleId: decided.ruleId,
        suggestedByUserId: decided.suggestedByUserId,
        approvedByUserId: caller.userId,
      });
    } catch (error) {
      // Not posted (answered meanwhile, a source that takes no replies): it stays in the queue, decided by nobody.
      await repo.reopen(caller.accountId, id);
      throw error;
    }
    return one(caller.accountId, id);
  }

  return {
    async list(caller: Caller, query: { status: ReplySuggestion['status']; review_id?: number }) {
      const rows = await repo.suggestions(
        caller.accountId,
        { status: query.status, reviewId: query.review_id },
        QUEUE_SHOWN,
      );
      return rows.map(toSuggestion);
    },

    async suggest(caller: Caller, body: { review_id: number; content: string }) {
      await reviews.findRow(caller, body.review_id);
      if (await responses.answered(caller.accountId, body.review_id)) {
        throw conflict('This review already has a response');
      }
      const row = await repo.suggest(caller.accountId, {
        reviewId: body.review_id,
        content: body.content,
        suggestedByUserId: caller.userId,
        ruleId: null,
        flagged: [],
      });
      return one(caller.accountId, row.id);
    },

    approve,

    async reject(caller: Caller, id: number) {
      const decided = await repo.decide(caller.accountId, id, 'rejected', caller.userId);
      if (!decided) {
        await one(caller.accountId, id);
        throw conflict('This suggestion was already decided');
      }
      return one(caller.accountId, id);
    },

    /** Each is approved on its own: one that cannot be posted says why and leaves the others posted. */
    async bulkApprove(caller: Caller, ids: number[]) {
      const approved: number[] = [];
      const failed: { id: number; message: string }[] = [];
      for (const id of new Set(ids)) {
        try {
          await approve(caller, id);
          approved.push(id);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          failed.push({ id, message: error.message });
        }
      }
      return { approved, failed };
    },
  };
}

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
