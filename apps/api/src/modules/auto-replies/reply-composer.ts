import { type AutoReplyRuleSnapshot, templateInTurn } from '@repute/domain';
import type { ReplyDraftsService } from '../reply-drafts';
import type { ResponseTemplatesService } from '../response-templates';
import type { ReviewRow, ReviewsService } from '../reviews';

export type ReplyComposerDeps = {
  reviews: Pick<ReviewsService, 'reviewOf'>;
  templates: Pick<ResponseTemplatesService, 'filledOne'>;
  drafts: Pick<ReplyDraftsService, 'builtInFor'>;
};

/**
 * The text a rule answers a review with: its templates in turn (a deleted one is passed over) or the reply drafts'
 * built-in engine (decision 0146). Undefined when nothing is left to answer with (every template deleted).
 */
export function createReplyComposer({ reviews, templates, drafts }: ReplyComposerDeps) {
  async function fromTemplates(accountId: number, rule: AutoReplyRuleSnapshot, review: ReviewRow, turn: number) {
    const facts = { reviewerName: review.authorName, locationName: review.locationName };
    for (let step = 0; step < rule.template_ids.length; step += 1) {
      const id = templateInTurn(rule.template_ids, turn + step);
      const text = id === undefined ? undefined : await templates.filledOne(accountId, id, facts);
      if (text) return text;
    }
    return undefined;
  }

  return {
    async compose(
      accountId: number,
      rule: AutoReplyRuleSnapshot,
      reviewId: number,
      turn: number,
    ): Promise<string | undefined> {
      const review = await reviews.reviewOf(accountId, reviewId);
      if (!review) return undefined;
      return rule.reply_with === 'drafts'
        ? drafts.builtInFor(accountId, review)
        : fromTemplates(accountId, rule, review, turn);
    },
  };
}

export type ReplyComposer = ReturnType<typeof createReplyComposer>;
