import type { DirectoryEntry, ListingLocation } from '@repute/domain';
import { listListingLocations } from '@repute/domain/contracts/local-listings';
import { createSourceOverride, patchSourceOverride } from '@repute/domain/contracts/source-overrides';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../api/call-endpoint';
import { useAuth } from '../auth/use-auth';
import { listingKeys, overrideKeys } from './listing-keys';

/** One location's row of the listings, with its directories: GET /local_listings/metrics/{accountId}/locations. */
export function useLocationListing(locationId: number, enabled: boolean) {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: listingKeys.ofLocation(accountId, locationId),
    queryFn: async (): Promise<ListingLocation | null> => {
      const page = await callEndpoint(listListingLocations, {
        params: { accountId },
        query: { location_ids: String(locationId) },
      });
      return page.locations.find((row) => row.id === locationId) ?? null;
    },
    enabled: enabled && accountId > 0 && locationId > 0,
  });
}

/**
 * A directory's publishing switch (spec 001 §7 "Directory override create"): the directory's override is updated by
 * its id with `enabled`, or created with location_id, source_id and enabled when it has none yet.
 */
export function useDirectoryPublishing(locationId: number) {
  const accountId = useAuth()?.account_id ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, enabled }: { entry: DirectoryEntry; enabled: boolean }) =>
      entry.overrides
        ? callEndpoint(patchSourceOverride, {
            params: { id: entry.overrides.id },
            body: { account_id: accountId, enabled },
          })
        : callEndpoint(createSourceOverride, {
            body: { account_id: accountId, location_id: locationId, source_id: entry.rtx_source_id, enabled },
          }),
    meta: { silent: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listingKeys.all }),
        queryClient.invalidateQueries({ queryKey: overrideKeys.all }),
      ]),
  });
}
