import type { ResponseAudit } from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import type { ReviewsService } from '../reviews';
import type { AutoRepliesRepo } from './auto-replies.repo';

/** Who posted a review's reply (decision 0146): the person, or the rule, and who suggested and approved it. */
export function createReplyAudit(repo: AutoRepliesRepo, reviews: Pick<ReviewsService, 'findRow'>) {
  return async (caller: Caller, reviewId: number): Promise<ResponseAudit | null> => {
    await reviews.findRow(caller, reviewId);
    const row = await repo.audit(caller.accountId, reviewId);
    // No reply, or one nobody here is known to have posted (written at the source, or before the audit): no line.
    if (!row || (row.postedBy === null && row.ruleId === null && row.approvedBy === null)) return null;
    const ruleName =
      row.ruleId === null ? undefined : (await repo.ruleNames(caller.accountId, [row.ruleId])).get(row.ruleId);
    return {
      posted_by: row.postedBy,
      rule_id: row.ruleId,
      rule_name: ruleName ?? null,
      approved_by: row.approvedBy,
      suggested_by: row.suggestedBy,
    };
  };
}

export type ReplyAudit = ReturnType<typeof createReplyAudit>;
