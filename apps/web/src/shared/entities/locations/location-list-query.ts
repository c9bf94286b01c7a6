import type { EndpointQuery } from '@repute/domain/contracts/endpoint';
import type { listLocations } from '@repute/domain/contracts/locations';
import { LOCATIONS_PAGE_SIZE } from '@repute/domain/locations';
import type { SortOrder } from '../../ui/sort-cycle';

/** What a locations list shows: the page, the search, the group and the sort (spec 001 §2). */
export type LocationListParams = {
  page: number;
  keywords: string;
  groupId: number | null;
  sortBy: string | null;
  sortOrder: SortOrder;
};

/** The list query of spec 000 §7: 25 a page, name asc by default, relevance with keywords; group_id. */
export function locationListQuery(accountId: number, params: LocationListParams): EndpointQuery<typeof listLocations> {
  return {
    account_id: accountId,
    page: params.page,
    per_page: LOCATIONS_PAGE_SIZE,
    keywords: params.keywords || undefined,
    search_type: params.keywords ? 'relevance' : undefined,
    'sort[by]': params.sortBy ?? (params.keywords ? 'relevance' : 'name'),
    'sort[order]': params.sortBy ? params.sortOrder : params.keywords ? 'desc' : 'asc',
    group_id: params.groupId ?? undefined,
  };
}

/** The list's search, group and sort as an export's filters: every page of what the list finds. */
export function locationExportFilters(params: LocationListParams): Record<string, string | number> {
  const { account_id, page, per_page, ...filters } = locationListQuery(0, params);
  return Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
  );
}
