import type { ReplyDraft, ReviewKeywords } from '@repute/domain';
import { verticalKey } from '@repute/text-analysis';
import type { ChatCompletions } from '../../connectors/chat-completions';
import type { Caller } from '../../platform/auth/caller';
import type { ReviewRow, ReviewsService } from '../reviews';
import { builtInDraft } from './built-in-engine';
import { type DraftFacts, namesOf, toneOf, topicsOf } from './draft-facts';
import { failedChecks } from './guardrails';
import { llmDraft } from './llm-engine';

export type ReplyDraftsDeps = {
  reviews: Pick<ReviewsService, 'findRow' | 'reviewOf'>;
  /** The account's response templates filled in for a review (the response-templates module's). */
  filledTemplates: (
    accountId: number,
    review: { reviewerName: string | null; locationName: string },
  ) => Promise<string[]>;
  /** One review's analysis (the insights module's). */
  analysisOf: (accountId: number, reviewId: number) => Promise<ReviewKeywords>;
  verticalOf: (accountId: number) => Promise<string | null>;
  /** The operator's chat endpoint (LLM_BASE_URL); without one, every draft is the built-in engine's. */
  chat: ChatCompletions | undefined;
};

/** Drafts a reply to one review of the caller's account; another account's review answers 404 (findRow). */
export function createReplyDraftsService({ reviews, filledTemplates, analysisOf, verticalOf, chat }: ReplyDraftsDeps) {
  async function factsOf(accountId: number, review: ReviewRow): Promise<DraftFacts> {
    const [analysis, vertical, templates] = await Promise.all([
      analysisOf(accountId, review.id),
      verticalOf(accountId),
      filledTemplates(accountId, { reviewerName: review.authorName, locationName: review.locationName }),
    ]);
    const rating = review.rating >= 1 ? review.rating : null;
    const tone = toneOf(rating, analysis.sentiment);
    const healthcare = verticalKey(vertical) === 'healthcare';
    const reviewText = review.content ?? '';
    return {
      ...namesOf(review.authorName),
      locationName: review.locationName,
      rating,
      tone,
      topics: topicsOf(analysis, tone, healthcare, reviewText),
      healthcare,
      reviewText,
      templates,
      seed: review.id,
    };
  }

  return {
    async draft(caller: Caller, reviewId: number): Promise<ReplyDraft> {
      const facts = await factsOf(caller.accountId, await reviews.findRow(caller, reviewId));
      const builtIn = (fallback: ReplyDraft['fallback']): ReplyDraft => ({
        review_id: reviewId,
        content: builtInDraft(facts),
        engine: 'built_in',
        fallback,
      });
      if (!chat) return builtIn(null);
      let text: string;
      try {
        text = await llmDraft(chat, facts);
      } catch {
        // Down, slow or answering nonsense: the person still gets a draft, and is told which engine wrote it.
        return builtIn({ reason: 'llm_error', checks: [] });
      }
      const failed = failedChecks(text, facts);
      if (failed.length > 0) return builtIn({ reason: 'guardrails', checks: failed });
      return { review_id: reviewId, content: text.trim(), engine: 'llm', fallback: null };
    },

    /**
     * The built-in engine's draft for a rule that uses drafts (decision 0146): offline, always there and held to the
     * same guardrails, so what a rule posts unattended never depends on a model's day.
     */
    async builtInFor(accountId: number, review: ReviewRow): Promise<string> {
      return builtInDraft(await factsOf(accountId, review));
    },
  };
}

export type ReplyDraftsService = ReturnType<typeof createReplyDraftsService>;
