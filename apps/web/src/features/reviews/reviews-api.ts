import type { HalList, Review, ReviewHistoryEntry } from '@repute/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';
import { resourceApi } from '../../shared/api/resource-api';
import { type ReviewListRequest, reviewListQuery } from './review-list-query';
import type { PageCursors } from './review-paging';

export type ReviewRecord = Review & { _links?: Record<string, { href: string }> };
export type ReviewList = HalList<'reviews', ReviewRecord> & { _cursors: PageCursors };

const reviews = resourceApi<'reviews', ReviewRecord>(api, '/reviews');

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
    queryFn: () => api.get<ReviewList>('/reviews', reviewListQuery(request)),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useReview(id: number) {
  return useQuery({
    queryKey: reviewKeys.detail(id),
    queryFn: () => reviews.detail(id),
    enabled: id > 0,
  });
}

export function useReviewHistory(id: number) {
  return useQuery({
    queryKey: reviewKeys.history(id),
    queryFn: () => api.get<HalList<'history', ReviewHistoryEntry>>(`/reviews/${id}/history`),
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
    mutationFn: (ids: number[]) => api.post<{ review_ids: number[] }>('/reviews/read', { review_ids: ids }),
    meta: { errorMessage: 'Could not mark the reviews as read' },
    onSuccess: ({ review_ids }) => {
      for (const id of review_ids) {
        queryClient.setQueryData<ReviewRecord>(reviewKeys.detail(id), (review) => review && { ...review, read: true });
      }
      void queryClient.invalidateQueries({ queryKey: reviewKeys.lists });
    },
  });
}
