import { type Dispute, type disputeBodySchema, type disputeUpdateSchema, OPEN_DISPUTE_STATUSES } from '@repute/domain';
import type { z } from 'zod';
import type { Caller } from '../../platform/auth/caller';
import { conflict, notFound } from '../../platform/errors';
import type { ReviewsService } from '../reviews';
import type { DisputeRow, ReviewDisputesRepo } from './review-disputes.repo';

export type ReviewDisputesDeps = { repo: ReviewDisputesRepo; reviews: Pick<ReviewsService, 'findRow'> };

function toDispute(row: DisputeRow): Dispute {
  return {
    id: row.id,
    review_id: row.reviewId,
    reason: row.reason as Dispute['reason'],
    details: row.details,
    evidence_url: row.evidenceUrl,
    status: row.status,
    outcome_note: row.outcomeNote,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}

const isOpen = (status: Dispute['status']) => OPEN_DISPUTE_STATUSES.includes(status);

/**
 * Disputes (decision 0147): one open dispute per review at a time, tracked from submitted through in review to the
 * source's decision (removed or kept), or withdrawn. A closed dispute stays as the review's record.
 */
export function createReviewDisputesService({ repo, reviews }: ReviewDisputesDeps) {
  async function own(caller: Caller, id: number) {
    const row = await repo.find(caller.accountId, id);
    if (!row) throw notFound('Dispute not found');
    return row;
  }

  return {
    async ofReview(caller: Caller, reviewId: number): Promise<Dispute[]> {
      await reviews.findRow(caller, reviewId);
      return (await repo.ofReview(caller.accountId, reviewId)).map(toDispute);
    },

    async create(caller: Caller, reviewId: number, body: z.output<typeof disputeBodySchema>) {
      await reviews.findRow(caller, reviewId);
      const existing = await repo.ofReview(caller.accountId, reviewId);
      if (existing.some((dispute) => isOpen(dispute.status))) {
        throw conflict('This review already has an open dispute');
      }
      const row = await repo.create(caller.accountId, {
        reviewId,
        reason: body.reason,
        details: body.details,
        evidenceUrl: body.evidence_url,
        userId: caller.userId,
      });
      return toDispute(await own(caller, row.id));
    },

    async update(caller: Caller, id: number, body: z.output<typeof disputeUpdateSchema>) {
      const row = await own(caller, id);
      if (!isOpen(row.status)) throw conflict('This dispute is closed');
      await repo.setStatus(caller.accountId, id, body.status, body.outcome_note, !isOpen(body.status));
      return toDispute(await own(caller, id));
    },
  };
}

export type ReviewDisputesService = ReturnType<typeof createReviewDisputesService>;
