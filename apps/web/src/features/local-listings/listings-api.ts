import {
  getListingDiff,
  getListingOverview,
  getListingProvider,
  listListingLocations,
  publishListings,
  unpublishListings,
} from '@repute/domain/contracts/local-listings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
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
    queryFn: () => callEndpoint(getListingOverview, { params: { accountId }, query }),
    enabled: accountId > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /local_listings/provider: 'internal' selects the internal table. */
export function useListingProvider(enabled: boolean) {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: listingKeys.provider(accountId),
    queryFn: () => callEndpoint(getListingProvider, { query: { account_id: accountId } }),
    enabled: enabled && accountId > 0,
  });
}

/** GET /local_listings/metrics/{accountId}/locations with the page's query params. */
export function useListingLocations(params: ListingParams, enabled: boolean) {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: listingKeys.locations(accountId, params),
    queryFn: () =>
      callEndpoint(listListingLocations, {
        params: { accountId },
        query: {
          page: params.page,
          per_page: 25,
          'sort[by]': params.sortBy,
          'sort[order]': params.sortOrder,
          ...filterQuery(params),
        },
      }),
    enabled: enabled && accountId > 0,
    placeholderData: keepPreviousData,
  });
}

/** One directory's field-by-field difference for the flyout. */
export function useListingDiff(locationId: number, directory: string) {
  return useQuery({
    queryKey: listingKeys.diff(locationId, directory),
    // Entries name their directory as a string; the diff's path takes only a known code, so it is read as one.
    queryFn: () => {
      const code = getListingDiff.params.shape.directory.parse(directory);
      return callEndpoint(getListingDiff, { params: { id: locationId, directory: code } });
    },
  });
}

/** POST /local_listings/publish or /unpublish: Auto Sync on or off for the locations. */
export function useAutoSync() {
  const accountId = useAuth()?.account_id ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ on, locationIds }: { on: boolean; locationIds: number[] }) =>
      callEndpoint(on ? publishListings : unpublishListings, {
        body: { account_id: accountId, location_ids: locationIds },
      }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
