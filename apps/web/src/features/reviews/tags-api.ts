import { listTags, tagReview, tagReviews, untagReview } from '@repute/domain/contracts/tags';
import type { Review } from '@repute/domain/reviews';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';
import { withoutTag, withTag } from './review-tags';
import { type ReviewDetail, reviewKeys } from './reviews-api';

export const TAG_SUGGESTIONS_PAGE_SIZE = 25;

export const tagKeys = {
  all: ['tags'] as const,
  typeahead: (accountId: number, keywords: string) => ['tags', 'typeahead', accountId, keywords] as const,
};

/** The account's tags whose name starts with the typed text (GET /tags, search_type typeahead). */
export function useTagTypeahead(keywords: string, enabled: boolean) {
  const auth = useAuth();
  const accountId = auth?.account_id ?? 0;
  return useQuery({
    queryKey: tagKeys.typeahead(accountId, keywords),
    queryFn: () =>
      callEndpoint(listTags, {
        query: {
          account_id: accountId,
          keywords: keywords || undefined,
          search_type: keywords ? 'typeahead' : undefined,
          per_page: TAG_SUGGESTIONS_PAGE_SIZE,
        },
      }),
    enabled: Boolean(auth) && enabled,
    placeholderData: keepPreviousData,
  });
}

/** After a tag change: the open review shows it at once, lists and suggestions catch up. */
function useTagChangeEffects(reviewId: number) {
  const queryClient = useQueryClient();
  return (update: (review: ReviewDetail) => ReviewDetail) => {
    queryClient.setQueryData<ReviewDetail>(reviewKeys.detail(reviewId), (review) => review && update(review));
    void queryClient.invalidateQueries({ queryKey: reviewKeys.lists });
    void queryClient.invalidateQueries({ queryKey: tagKeys.all });
  };
}

/** POST /review_tags: tags the review by name; the server creates the tag when the account has none of it. */
export function useAddReviewTag(review: Pick<Review, 'id' | 'account_id'>) {
  const applied = useTagChangeEffects(review.id);
  return useMutation({
    mutationFn: (name: string) =>
      callEndpoint(tagReview, { body: { account_id: review.account_id, review_id: review.id, name } }),
    meta: { errorMessage: 'Could not add the tag' },
    onSuccess: (tag) => applied((current) => withTag(current, tag)),
  });
}

/** DELETE /review_tags?account_id&review_id&name (spec 000 §7). */
export function useRemoveReviewTag(review: Pick<Review, 'id' | 'account_id'>) {
  const applied = useTagChangeEffects(review.id);
  return useMutation({
    mutationFn: (name: string) =>
      callEndpoint(untagReview, { query: { account_id: review.account_id, review_id: review.id, name } }),
    meta: { errorMessage: 'Could not remove the tag' },
    onSuccess: (_result, name) => applied((current) => withoutTag(current, name)),
  });
}

/** POST /review_tags/bulk: one tag, by name, on every review of a page's selection (decision 0118). */
export function useTagReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, name }: { ids: number[]; name: string }) =>
      callEndpoint(tagReviews, { body: { review_ids: ids, name } }),
    meta: { errorMessage: 'Could not tag the reviews' },
    onSuccess: ({ review_ids }) => {
      for (const id of review_ids) void queryClient.invalidateQueries({ queryKey: reviewKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.lists });
      void queryClient.invalidateQueries({ queryKey: tagKeys.all });
    },
  });
}
