import type { FilterChange, FilterParams } from '@repute/domain';
import { parseIdParam } from '@repute/domain/filters';

/** Where the list stands: the URL's cursors and the page number it shows. */
export type ReviewPosition = { before: string | null; after: string | null; page: number };

/** The cursors of the first and last review on screen, as GET /reviews answers them. */
export type PageCursors = { before: string | null; after: string | null };

/** Reads the paging keys of the filter state; a page without a cursor is always the first (newest) one. */
export function reviewPosition(params: FilterParams): ReviewPosition {
  const before = params.before ?? null;
  const after = params.after ?? null;
  const page = before || after ? (parseIdParam(params.page) ?? 1) : 1;
  return { before, after, page };
}

/**
 * The URL change for Older or Newer. Paging is by keyset cursor (before/after); page only counts where the
 * list stands, for the "Page N of M" line and to know when Newer is done. Back on page 1 the cursors go, so
 * the first page is always the newest reviews, new arrivals included.
 */
export function pageChange(direction: 'older' | 'newer', position: ReviewPosition, cursors: PageCursors): FilterChange {
  if (direction === 'older') return { before: null, after: cursors.after, page: String(position.page + 1) };
  if (position.page <= 2) return { before: null, after: null, page: null };
  return { before: cursors.before, after: null, page: String(position.page - 1) };
}
