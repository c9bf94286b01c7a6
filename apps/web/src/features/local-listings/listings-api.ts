import type { ListingDiff, ListingLocationsPage, ListingOverview } from '@repute/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';
import { useAuth } from '../../shared/auth/use-auth';
import { listingKeys as sharedListingKeys } from '../../shared/listings/listing-keys';
import type { ListingParams } from './listing-params';

export const listingKeys = {
  all: sharedListingKeys.all,
  provider: (accountId: number) => [...sharedListingKeys.all, 'provider', accountId] as const,
  locations: (accountId: number, params: ListingParams) =>
    [...sharedListingKeys.all, 'locations', accountId, params] as const,
  diff: (locationId: number, directory: string) => [...sharedListingKeys.all, 'diff', locationId, directory] as const,
  overview: (accountId: number, filters: Record<string, string | number>) =>
    [...sharedListingKeys.all, 'overview', accountId, filters] as const,
};

/** The filters the locations list and the overview share (spec 001 §7), as the API reads them. */
function filterQuery(params: ListingParams) {
  return {
    ...(params.groupId ? { group_id: params.groupId } : {}),
    ...(params.locationIds.length ? { location_ids: params.locationIds.join(',') } : {}),
    ...(params.directories.length ? { directories: params.directories.join(',') } : {}),
    ...(params.statuses.length ? { statuses: params.statuses.join(',') } : {}),
  };
}

/**
 * GET /local_listings/metrics/{accountId}/overview with the page's group, location, status and directory filters
 * (spec 001 §7): the filtered locations' directories, the directory filter's options.
 */
export function useListingOverview(params: ListingParams) {
  const accountId = useAuth()?.account_id ?? 0;
  const query = filterQuery(params);
  return useQuery({
    queryKey: listingKeys.overview(accountId, query),
    queryFn: () => api.get<ListingOverview>(`/local_listings/metrics/${accountId}/overview`, query),
    enabled: accountId > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /local_listings/provider: 'internal' selects the internal table. */
export function useListingProvider(enabled: boolean) {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: listingKeys.provider(accountId),
    queryFn: () => api.get<{ data: { provider: string } }>('/local_listings/provider', { account_id: accountId }),
    enabled: enabled && accountId > 0,
  });
}

/** GET /local_listings/metrics/{accountId}/locations with the page's query params. */
export function useListingLocations(params: ListingParams, enabled: boolean) {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: listingKeys.locations(accountId, params),
    queryFn: () =>
      api.get<ListingLocationsPage>(`/local_listings/metrics/${accountId}/locations`, {
        page: params.page,
        per_page: 25,
        'sort[by]': params.sortBy,
        'sort[order]': params.sortOrder,
        ...filterQuery(params),
      }),
    enabled: enabled && accountId > 0,
    placeholderData: keepPreviousData,
  });
}

/** One directory's field-by-field difference for the flyout. */
export function useListingDiff(locationId: number, directory: string | null) {
  return useQuery({
    queryKey: listingKeys.diff(locationId, directory ?? ''),
    queryFn: () => api.get<ListingDiff>(`/local_listings/locations/${locationId}/diff/${directory}`),
    enabled: directory !== null,
  });
}

/** POST /local_listings/publish or /unpublish: Auto Sync on or off for the locations. */
export function useAutoSync() {
  const accountId = useAuth()?.account_id ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ on, locationIds }: { on: boolean; locationIds: number[] }) =>
      api.post<{ message: string }>(on ? '/local_listings/publish' : '/local_listings/unpublish', {
        account_id: accountId,
        location_ids: locationIds,
      }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
