import type { EndpointResult } from '@repute/domain/contracts/endpoint';
import { getReview, getReviewHistory, listReviews, markReviewsRead } from '@repute/domain/contracts/reviews';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { type ReviewListRequest, reviewListQuery } from './review-list-query';

/** A review as GET /reviews/:id answers it, as the detail's cache holds it. */
export type ReviewDetail = EndpointResult<typeof getReview>;

/** Query keys of the reviews feature; the responding work invalidates `all` after a change. */
export const reviewKeys = {
  all: ['reviews'] as const,
  lists: ['reviews', 'list'] as const,
  list: (request: ReviewListRequest) => ['reviews', 'list', request] as const,
  detail: (id: number) => ['reviews', 'detail', id] as const,
  history: (id: number) => ['reviews', 'history', id] as const,
};

/** One page of reviews; waits until the date range is resolved on the account's calendar. */
export function useReviewList(request: ReviewListRequest, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.list(request),
    queryFn: () => callEndpoint(listReviews, { query: reviewListQuery(request) }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useReview(id: number) {
  return useQuery({
    queryKey: reviewKeys.detail(id),
    queryFn: () => callEndpoint(getReview, { params: { id } }),
    enabled: id > 0,
  });
}

export function useReviewHistory(id: number) {
  return useQuery({
    queryKey: reviewKeys.history(id),
    queryFn: () => callEndpoint(getReviewHistory, { params: { id } }),
    enabled: id > 0,
  });
}

/**
 * POST /reviews/read: the caller has read these reviews (decision 0118): opened one, or marked a page's
 * selection. The open review and the lists show it at once.
 */
export function useMarkReviewsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => callEndpoint(markReviewsRead, { body: { review_ids: ids } }),
    meta: { errorMessage: 'Could not mark the reviews as read' },
    onSuccess: ({ review_ids }) => {
      for (const id of review_ids) {
        queryClient.setQueryData<ReviewDetail>(reviewKeys.detail(id), (review) => review && { ...review, read: true });
      }
      void queryClient.invalidateQueries({ queryKey: reviewKeys.lists });
    },
  });
}
