import { DIRECTORY_CODES, LISTING_STATUS_FILTERS } from '@repute/domain';

/** The page's query params (spec 001 §2): page, sort by/order, group_id, location_ids, directories, statuses. */
export type ListingParams = {
  page: number;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  groupId: number | null;
  locationIds: number[];
  directories: string[];
  statuses: string[];
};

const listOf = (params: URLSearchParams, name: string) =>
  params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .filter(Boolean);

export type ListingSort = { by: string; order: 'asc' | 'desc' };
/** Spec 001 §9: default sort name asc, or status desc for internal. */
export const INTERNAL_DEFAULT_SORT: ListingSort = { by: 'status', order: 'desc' };
export const EXTERNAL_DEFAULT_SORT: ListingSort = { by: 'name', order: 'asc' };

export function listingParamsOf(params: URLSearchParams, defaultSort = INTERNAL_DEFAULT_SORT): ListingParams {
  const page = Number(params.get('page'));
  const group = Number(params.get('group_id'));
  const by = params.get('sort[by]');
  const order = params.get('sort[order]');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sortBy: by ?? defaultSort.by,
    sortOrder: order === 'asc' || order === 'desc' ? order : defaultSort.order,
    groupId: Number.isInteger(group) && group > 0 ? group : null,
    locationIds: listOf(params, 'location_ids')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
    directories: listOf(params, 'directories').filter((code) => (DIRECTORY_CODES as readonly string[]).includes(code)),
    statuses: listOf(params, 'statuses').filter((status) =>
      (LISTING_STATUS_FILTERS as readonly string[]).includes(status),
    ),
  };
}

/** The filter params the listings filter bar sets (spec 001 §2). */
export type ListingFilterParam = 'group_id' | 'location_ids' | 'directories' | 'statuses';

/**
 * The page's params with one filter set to `value` (or cleared): a new filter starts at the first page, and a new
 * group drops a location chosen outside it.
 */
export function withListingFilter(
  params: URLSearchParams,
  name: ListingFilterParam,
  value: string | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(name);
  else next.set(name, value);
  next.delete('page');
  if (name === 'group_id') next.delete('location_ids');
  return next;
}

/** The page's params sorted by `sort` (or back to the default sort), from the first page. */
export function withListingSort(params: URLSearchParams, sort: ListingSort | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort) {
    next.set('sort[by]', sort.by);
    next.set('sort[order]', sort.order);
  } else {
    next.delete('sort[by]');
    next.delete('sort[order]');
  }
  next.delete('page');
  return next;
}

/** The list's query string at another page, every filter and the sort kept. */
export function withListingPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('page', String(page));
  return next;
}
