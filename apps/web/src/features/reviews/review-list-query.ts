import { REVIEWS_PAGE_SIZE } from '@repute/domain/reviews';
import type { QueryParams } from '../../shared/api/http-client';
import type { FilterApiParams } from '../../shared/filters/filter-state';
import type { ReviewPosition } from './review-paging';

export type ReviewListRequest = {
  filters: FilterApiParams;
  position: ReviewPosition;
  /** The account whose reviews are listed: a parent names one of its children. */
  accountId: number;
  /** false: only reviews still waiting for an answer (the parents' view, spec 000 §2). */
  hasResponse?: boolean;
};

/** GET /reviews parameters: the filter bar's, newest first (spec 000 §9), 25 a page, with the cursor. */
export function reviewListQuery({ filters, position, accountId, hasResponse }: ReviewListRequest): QueryParams {
  return {
    account_id: accountId,
    ...filters,
    has_response: hasResponse,
    before: position.before ?? undefined,
    after: position.after ?? undefined,
    page: position.page,
    per_page: REVIEWS_PAGE_SIZE,
    'sort[by]': 'published_at',
    'sort[order]': 'desc',
  };
}
