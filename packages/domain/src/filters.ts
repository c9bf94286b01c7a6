/**
 * The shared filter bar's URL state (spec 000 §2 "Shared filter bar", §4 "Filters"): the query keys,
 * the option lists and the reset rules, as pure functions every screen shares.
 */

/** Every key the filter state may hold in the URL query, exactly as the spec lists them. */
export const FILTER_URL_KEYS = [
  'from',
  'to',
  'dateDescriptor',
  'groupId',
  'locationId',
  'sourceId',
  'rating',
  'sentiment',
  'category',
  'responseStatus',
  'tagId',
  'savedFilterId',
  'search_terms',
  'before',
  'after',
  'page',
  'flyout_edit',
  'export_id',
] as const;
export type FilterUrlKey = (typeof FILTER_URL_KEYS)[number];

/** The filter state as the URL holds it: absent keys are not set. */
export type FilterParams = Partial<Record<FilterUrlKey, string>>;
/** A change to the filter state: a value sets the key, null or '' removes it. */
export type FilterChange = Partial<Record<FilterUrlKey, string | null>>;

/** Keys that page through a list or open a flyout; changing them is not changing a filter. */
const NON_FILTER_KEYS: readonly FilterUrlKey[] = ['before', 'after', 'page', 'flyout_edit', 'export_id'];
/** Spec 000 §4: changing any filter resets these. */
export const RESET_ON_FILTER_CHANGE: readonly FilterUrlKey[] = ['before', 'after', 'page'];
/** Spec 000 §4: deleting the selected saved filter clears these. */
export const CLEARED_ON_SAVED_FILTER_DELETE: readonly FilterUrlKey[] = [
  'from',
  'to',
  'savedFilterId',
  'groupId',
  'locationId',
  'sourceId',
];

export function isFilterUrlKey(key: string): key is FilterUrlKey {
  return (FILTER_URL_KEYS as readonly string[]).includes(key);
}

/** Only the filter keys of a query (other keys belong to the screen). */
export function pickFilterParams(entries: Iterable<[string, string]>): FilterParams {
  const params: FilterParams = {};
  for (const [key, value] of entries) {
    if (isFilterUrlKey(key) && value !== '') params[key] = value;
  }
  return params;
}

export type FilterChangeResult = {
  params: FilterParams;
  /** A filter changed: screens also deselect a bulk all-locations selection. */
  filtersChanged: boolean;
};

/**
 * Applies a change with the reset rules of spec 000 §4: changing any filter resets before, after and page;
 * changing group clears location and search terms; changing location clears search terms. A key the change
 * sets itself is never cleared by a rule (applying a saved filter sets group and location together).
 */
export function applyFilterChange(current: FilterParams, change: FilterChange): FilterChangeResult {
  const next: FilterParams = { ...current };
  const changed = new Set<FilterUrlKey>();
  for (const key of FILTER_URL_KEYS) {
    if (!(key in change)) continue;
    const value = change[key];
    const normalized = value === null || value === undefined || value === '' ? undefined : value;
    if (normalized === current[key]) continue;
    changed.add(key);
    if (normalized === undefined) delete next[key];
    else next[key] = normalized;
  }
  const clear = (key: FilterUrlKey) => {
    if (!(key in change)) delete next[key];
  };
  const filtersChanged = [...changed].some((key) => !NON_FILTER_KEYS.includes(key));
  if (filtersChanged) RESET_ON_FILTER_CHANGE.forEach(clear);
  if (changed.has('groupId')) {
    clear('locationId');
    clear('search_terms');
  }
  if (changed.has('locationId')) clear('search_terms');
  return { params: next, filtersChanged };
}

/** A positive whole-number id from the URL, or null. */
export function parseIdParam(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Spec 000 §4: sentiment is 'positive'/'negative' here and '1'/'-1' for reviews and keywords. */
export const SENTIMENTS = ['positive', 'negative'] as const;
export type Sentiment = (typeof SENTIMENTS)[number];
/** Spec 000 §9: the default sentiment mapping, 1 positive and -1 negative. */
export const SENTIMENT_PARAM_VALUES: Record<Sentiment, '1' | '-1'> = { positive: '1', negative: '-1' };

export const SENTIMENT_OPTIONS: readonly { value: Sentiment; label: string }[] = [
  { value: 'positive', label: 'Positive' },
  { value: 'negative', label: 'Negative' },
];

export function sentimentToParam(sentiment: Sentiment): '1' | '-1' {
  return SENTIMENT_PARAM_VALUES[sentiment];
}

/** Reads either form ('positive', '1', 'negative', '-1'); anything else is no sentiment. */
export function sentimentFromParam(value: string | null | undefined): Sentiment | null {
  if (value === 'positive' || value === '1') return 'positive';
  if (value === 'negative' || value === '-1') return 'negative';
  return null;
}

/** Spec 000 §5: All ratings, No rating (0), 1 to 5 stars; values numeric (All ratings sends none). */
export const RATING_VALUES = [0, 1, 2, 3, 4, 5] as const;
export type RatingValue = (typeof RATING_VALUES)[number];

export const RATING_OPTIONS: readonly { value: RatingValue | null; label: string }[] = [
  { value: null, label: 'All ratings' },
  { value: 0, label: 'No rating' },
  { value: 1, label: '1 star' },
  { value: 2, label: '2 stars' },
  { value: 3, label: '3 stars' },
  { value: 4, label: '4 stars' },
  { value: 5, label: '5 stars' },
];

export function parseRatingParam(value: string | null | undefined): RatingValue | null {
  if (value === null || value === undefined || !/^[0-5]$/.test(value)) return null;
  return Number(value) as RatingValue;
}

/**
 * The reviews inbox's own filters (issue 26 §2, decision 0116): whether a review still needs an answer, has one, or
 * has one its source refused; and a tag. They narrow the reviews list and its export only.
 */
export const RESPONSE_STATUS_FILTERS = ['needs_response', 'responded', 'response_failed'] as const;
export type ResponseStatusFilter = (typeof RESPONSE_STATUS_FILTERS)[number];

export const RESPONSE_STATUS_OPTIONS: readonly { value: ResponseStatusFilter; label: string }[] = [
  { value: 'needs_response', label: 'Needs response' },
  { value: 'responded', label: 'Responded' },
  { value: 'response_failed', label: 'Response failed' },
];

export function responseStatusFromParam(value: string | null | undefined): ResponseStatusFilter | null {
  return (RESPONSE_STATUS_FILTERS as readonly (string | null | undefined)[]).includes(value)
    ? (value as ResponseStatusFilter)
    : null;
}

/** The inbox's own URL keys: links to other screens leave them behind (their screens have no such filter). */
export const REVIEW_LIST_ONLY_KEYS: readonly FilterUrlKey[] = ['responseStatus', 'tagId'];

/** Spec 000 §9 filter-bar timings and sizes. */
export const FILTER_SEARCH_DEBOUNCE_MS = 250;
export const LOADER_DEBOUNCE_MS = 500;
export const SCROLL_DEBOUNCE_MS = 300;
export const LOAD_MORE_THRESHOLD_PX = { searchDropdown: 300, savedFilters: 130, genericDropdown: 50 } as const;
export const DROPDOWN_SCROLL_HEIGHT_PX = 378;
export const GENERIC_DROPDOWN_MAX_HEIGHT_PX = 250;
export const FILTER_OPTIONS_PAGE_SIZE = 25;
export const NO_OPTIONS_MESSAGE = 'No Options';

/** Whether a scrolled list is within `threshold` pixels of its end (time to load the next page). */
export function isNearListEnd(
  scroll: { scrollTop: number; clientHeight: number; scrollHeight: number },
  threshold: number,
): boolean {
  return scroll.scrollHeight - (scroll.scrollTop + scroll.clientHeight) <= threshold;
}
