import type { ReviewKeywords } from '@repute/domain';
import { getReviewKeywords } from '@repute/domain/contracts/insights';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';

export const reviewKeywordKeys = {
  detail: (id: number) => ['reviews', 'keywords', id] as const,
};

/** GET /review/{review_id}/keywords (spec 000 §7): what the analysis found in the review. */
export function useReviewKeywords(id: number) {
  return useQuery({
    queryKey: reviewKeywordKeys.detail(id),
    queryFn: () => callEndpoint(getReviewKeywords, { params: { review_id: id } }),
    enabled: id > 0,
  });
}

export type FoundKeyword = { short: string; sentiment: '1' | '0' | '-1' };

/**
 * Each keyword once, in the order of the text: a keyword said twice is one link. Its sentiment is the first
 * mention's unless the mentions disagree, then neutral (the link's colour must not take a side).
 */
export function distinctKeywords(mentions: ReviewKeywords['keywords']): FoundKeyword[] {
  const found = new Map<string, FoundKeyword>();
  for (const { short, sentiment } of [...mentions].sort((a, b) => a.start - b.start)) {
    const seen = found.get(short);
    if (!seen) found.set(short, { short, sentiment });
    else if (seen.sentiment !== sentiment) seen.sentiment = '0';
  }
  return [...found.values()];
}
