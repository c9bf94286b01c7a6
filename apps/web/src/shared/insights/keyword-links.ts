import type { FilterParams, Sentiment } from '@repute/domain';
import { filtersCarriedAcross, writeFilterParams } from '../filters/filter-state';

export const KEYWORDS_PATH = '/dashboard/keywords';
export const KEYWORD_CATEGORIES_PATH = '/dashboard/keywords/categories';

/** What a link changes besides the filters: the sort of the keyword list, the sentiment of the count followed. */
export type KeywordLinkOptions = { sort?: string | null; sentiment?: Sentiment };

/**
 * The query a Keywords screen passes on (spec 001 §2 "carrying current filters and sentiment"): the filters,
 * dates included, and the keyword list's sort.
 */
function carriedQuery(params: FilterParams, { sort, sentiment }: KeywordLinkOptions, extra: FilterParams = {}) {
  const filters = filtersCarriedAcross(params);
  const screenKeys = new URLSearchParams(sort ? { sort } : {});
  const query = writeFilterParams(screenKeys, { ...filters, ...(sentiment ? { sentiment } : {}), ...extra });
  return query.toString();
}

function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

/** /dashboard/keywords/{short}: the reviews that mention one keyword. */
export function keywordLink(short: string, params: FilterParams, options: KeywordLinkOptions = {}): string {
  return withQuery(`${KEYWORDS_PATH}/${encodeURIComponent(short)}`, carriedQuery(params, options));
}

/** /dashboard/keywords/categories?category={lowercase category}: the reviews that touch one category. */
export function categoryLink(category: string, params: FilterParams, options: KeywordLinkOptions = {}): string {
  const query = carriedQuery(params, options, { category: category.toLocaleLowerCase('en') });
  return withQuery(KEYWORD_CATEGORIES_PATH, query);
}

/** Back to the keyword list, with the filters and sort the detail page was opened with. */
export function keywordsLink(params: FilterParams, options: KeywordLinkOptions = {}): string {
  return withQuery(KEYWORDS_PATH, carriedQuery(params, options));
}

/** A review behind a keyword or category, opened with the filters (its 'Back to Reviews' lists the same reviews). */
export function reviewLink(reviewId: number, params: FilterParams): string {
  return withQuery(`/reviews/${reviewId}`, carriedQuery(params, {}));
}
