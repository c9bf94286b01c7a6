import { disputeReview, listReviewDisputes, updateReviewDispute } from '@repute/domain/contracts/review-disputes';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { ReviewDisputesService } from './review-disputes.service';

export function reviewDisputesRoutes(app: ContractApp, disputes: ReviewDisputesService): void {
  route(app, listReviewDisputes, async (request) => {
    const items = await disputes.ofReview(callerOf(request), request.params.id);
    const path = `/reviews/${request.params.id}/disputes`;
    return halList('disputes', items, items.length, { page: 1, per_page: Math.max(items.length, 1) }, path);
  });
  route(app, disputeReview, async (request, reply) => {
    const dispute = await disputes.create(callerOf(request), request.params.id, request.body);
    return reply.status(201).send(halItem(dispute, `/review_disputes/${dispute.id}`));
  });
  route(app, updateReviewDispute, async (request) =>
    halItem(
      await disputes.update(callerOf(request), request.params.id, request.body),
      `/review_disputes/${request.params.id}`,
    ),
  );
}
