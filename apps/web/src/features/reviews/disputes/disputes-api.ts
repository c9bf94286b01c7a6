import { disputeReview, listReviewDisputes, updateReviewDispute } from '@repute/domain/contracts/review-disputes';
import type { DisputeBody, DisputeStatus } from '@repute/domain/review-disputes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { reviewKeys } from '../reviews-api';

const disputeKeys = { ofReview: (reviewId: number) => [...reviewKeys.detail(reviewId), 'disputes'] as const };

export function useReviewDisputes(reviewId: number, enabled: boolean) {
  return useQuery({
    queryKey: disputeKeys.ofReview(reviewId),
    queryFn: async () => (await callEndpoint(listReviewDisputes, { params: { id: reviewId } }))._embedded.disputes,
    enabled,
  });
}

export function useFileDispute(reviewId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DisputeBody) => callEndpoint(disputeReview, { params: { id: reviewId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: disputeKeys.ofReview(reviewId) }),
  });
}

export function useUpdateDispute(reviewId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: DisputeStatus }) =>
      callEndpoint(updateReviewDispute, { params: { id }, body: { status } }),
    onSuccess: () => client.invalidateQueries({ queryKey: disputeKeys.ofReview(reviewId) }),
  });
}
