import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';

/** A keyword the review mentions, with the sentiment of the sentence (1, 0, -1). */
export type ReviewKeyword = { short: string; sentiment: number };
/** An experience category the review touches, with the review's sentiment about it. */
export type ReviewCategory = { category: string; sentiment: number };
export type ReviewKeywords = { keywords: ReviewKeyword[]; categories: ReviewCategory[] };

export const reviewKeywordKeys = {
  detail: (id: number) => ['reviews', 'keywords', id] as const,
};

/** GET /review/{review_id}/keywords (spec 000 §7): what the analysis found in the review. */
export function useReviewKeywords(id: number, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeywordKeys.detail(id),
    queryFn: () => api.get<ReviewKeywords>(`/review/${id}/keywords`),
    enabled: enabled && id > 0,
  });
}
