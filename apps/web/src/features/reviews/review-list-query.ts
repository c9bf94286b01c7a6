import type { EndpointQuery } from '@repute/domain/contracts/endpoint';
import type { listReviews } from '@repute/domain/contracts/reviews';
import { REVIEWS_PAGE_SIZE } from '@repute/domain/reviews';
import type { FilterApiParams } from '../../shared/filters/filter-state';
import type { ReviewPosition } from './review-paging';

/** Whose reviews: an account's (a parent may name one of its children), or every child account's of a parent. */
export type ReviewListScope = number | 'children';

export type ReviewListRequest = {
  filters: FilterApiParams;
  position: ReviewPosition;
  scope: ReviewListScope;
  /** false: only reviews still waiting for an answer (the parents' view, spec 000 §2). */
  hasResponse?: boolean;
  /** Oldest first; newest first otherwise (spec 000 §9). */
  oldestFirst?: boolean;
};

/** GET /reviews parameters: the filter bar's, newest (or oldest) first, 25 a page, with the cursor. */
export function reviewListQuery({
  filters,
  position,
  scope,
  hasResponse,
  oldestFirst,
}: ReviewListRequest): EndpointQuery<typeof listReviews> {
  return {
    ...(scope === 'children' ? { child_accounts: true } : { account_id: scope }),
    ...filters,
    has_response: hasResponse,
    before: position.before ?? undefined,
    after: position.after ?? undefined,
    page: position.page,
    per_page: REVIEWS_PAGE_SIZE,
    'sort[by]': 'published_at',
    'sort[order]': oldestFirst ? 'asc' : 'desc',
  };
}
