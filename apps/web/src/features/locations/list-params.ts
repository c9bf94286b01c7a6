import type { SortOrder } from '../../shared/ui/sort-cycle';

/** The locations list's state in the URL query (spec 001 §2): sort[by], sort[order], keywords, page, group_id. */
export type LocationListParams = {
  page: number;
  keywords: string;
  groupId: number | null;
  sortBy: string | null;
  sortOrder: SortOrder;
};

/** Columns the list sorts by (the API's sortable fields). */
export const SORTABLE_COLUMNS = ['name', 'city', 'state', 'zipcode', 'external_id', 'open_status'] as const;
export type SortableColumn = (typeof SORTABLE_COLUMNS)[number];

/** The query the detail page carries so Back to Locations returns to the same list (spec 001 §2). */
export const CARRIED_LIST_KEYS = ['sort[by]', 'sort[order]', 'keywords', 'search_type', 'page', 'per_page', 'group_id'];
/** What returning from a delete keeps (spec 001 §2): the page may no longer exist. */
export const KEPT_AFTER_DELETE_KEYS = ['sort[by]', 'sort[order]', 'keywords', 'search_type', 'group_id'];

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

export function readListParams(params: URLSearchParams): LocationListParams {
  const sortBy = params.get('sort[by]');
  return {
    page: positiveInt(params.get('page')) ?? 1,
    keywords: params.get('keywords')?.trim() ?? '',
    groupId: positiveInt(params.get('group_id')),
    sortBy: sortBy && (SORTABLE_COLUMNS as readonly string[]).includes(sortBy) ? sortBy : null,
    sortOrder: params.get('sort[order]') === 'desc' ? 'desc' : 'asc',
  };
}

/** Changing the search, the group or the sort starts again at page 1 (spec 000 §4). */
export function withListChange(
  current: URLSearchParams,
  change: { keywords?: string; groupId?: number | null; sort?: { by: string; order: SortOrder } | null; page?: number },
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null | undefined) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  if (change.page !== undefined) {
    set('page', change.page > 1 ? String(change.page) : null);
    return next;
  }
  next.delete('page');
  if (change.keywords !== undefined) {
    set('keywords', change.keywords.trim());
    set('search_type', change.keywords.trim() ? 'relevance' : null);
  }
  if (change.groupId !== undefined) set('group_id', change.groupId ? String(change.groupId) : null);
  if (change.sort !== undefined) {
    set('sort[by]', change.sort?.by);
    set('sort[order]', change.sort?.order);
  }
  return next;
}

/** The subset of a query string with only the given keys, as '?a=b' or ''. */
export function pickQuery(search: string | URLSearchParams, keys: readonly string[]): string {
  const source = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept = new URLSearchParams();
  for (const key of keys) {
    const value = source.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** The detail page's address, carrying the list query and optional flags. */
export function detailPath(
  id: number,
  listQuery: string | URLSearchParams = '',
  flags: { withEdit?: boolean; fromLL?: boolean } = {},
): string {
  const query = new URLSearchParams(pickQuery(listQuery, CARRIED_LIST_KEYS).slice(1));
  if (flags.fromLL) query.set('fromLL', 'true');
  if (flags.withEdit) query.set('withEdit', 'true');
  const text = query.toString();
  return `/settings/locations/${id}/details${text ? `?${text}` : ''}`;
}
