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

/** Default sort: status desc for the internal table (spec 001 §9). */
export function listingParamsOf(params: URLSearchParams): ListingParams {
  const page = Number(params.get('page'));
  const group = Number(params.get('group_id'));
  const order = params.get('sort[order]');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sortBy: params.get('sort[by]') ?? 'status',
    sortOrder: order === 'asc' || order === 'desc' ? order : 'desc',
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
