import type { FilterChange, FilterParams } from '@repute/domain';
import type { EndpointResult } from '@repute/domain/contracts/endpoint';
import type { listReviews } from '@repute/domain/contracts/reviews';
import { parseIdParam } from '@repute/domain/filters';

/** Where the list stands: the URL's cursors and the page number it shows. */
export type ReviewPosition = { before: string | null; after: string | null; page: number };

/** The cursors of the first and last review on screen, as GET /reviews answers them. */
export type PageCursors = EndpointResult<typeof listReviews>['_cursors'];

/** Reads the paging keys of the filter state: a page number alone is that page of the list, counted from 1. */
export function reviewPosition(params: FilterParams): ReviewPosition {
  return { before: params.before ?? null, after: params.after ?? null, page: parseIdParam(params.page) ?? 1 };
}

/** Spec 000 §5: the page clamps between 1 and the page count (a list without reviews still has its page 1). */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(page, 1), Math.max(totalPages, 1));
}

/**
 * The URL change for going to page `target` (clamped). The next and previous page go by keyset cursor from the
 * reviews on screen, which stays right while new reviews arrive; any other page is asked by its number. Page 1
 * drops every paging key, so the first page is always the newest reviews, new arrivals included.
 */
export function pageChangeTo(
  target: number,
  position: ReviewPosition,
  cursors: PageCursors,
  totalPages: number,
): FilterChange {
  const page = clampPage(target, totalPages);
  if (page === 1) return { before: null, after: null, page: null };
  if (page === position.page + 1 && cursors.after) return { before: null, after: cursors.after, page: String(page) };
  if (page === position.page - 1 && cursors.before) return { before: cursors.before, after: null, page: String(page) };
  return { before: null, after: null, page: String(page) };
}
