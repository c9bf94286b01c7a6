import type { LocationListParams } from '../../shared/entities/locations/location-list-query';
import type { SortOrder } from '../../shared/ui/sort-cycle';

/** Columns the list sorts by (the API's sortable fields). */
export const SORTABLE_COLUMNS = ['name', 'city', 'state', 'zipcode', 'external_id', 'open_status'] as const;

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
