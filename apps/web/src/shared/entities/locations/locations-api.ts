import type { EndpointResult } from '@repute/domain/contracts/endpoint';
import { type createLocation, deleteLocation, getLocation, listLocations } from '@repute/domain/contracts/locations';
import { LOCATIONS_PAGE_SIZE } from '@repute/domain/locations';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../api/call-endpoint';
import { useAuth } from '../../auth/use-auth';
import { accountKeys } from '../accounts/account-keys';
import { groupKeys } from '../groups/group-keys';
import { locationKeys } from './location-keys';
import { type LocationListParams, locationListQuery } from './location-list-query';

/** A location as POST and PATCH /locations answer it: the location and the spec's message. */
export type LocationSaved = EndpointResult<typeof createLocation>;

export function useLocationsList(params: LocationListParams) {
  const auth = useAuth();
  const accountId = auth?.account_id ?? 0;
  return useQuery({
    queryKey: locationKeys.list(accountId, params),
    queryFn: () => callEndpoint(listLocations, { query: locationListQuery(accountId, params) }),
    enabled: Boolean(auth),
    placeholderData: keepPreviousData,
  });
}

/** Locations whose name starts with the typed words, for pickers. */
export function useLocationTypeahead(keywords: string, enabled = true) {
  const auth = useAuth();
  const accountId = auth?.account_id ?? 0;
  return useQuery({
    queryKey: locationKeys.typeahead(accountId, keywords),
    queryFn: () =>
      callEndpoint(listLocations, {
        query: {
          account_id: accountId,
          per_page: LOCATIONS_PAGE_SIZE,
          keywords: keywords || undefined,
          search_type: keywords ? 'typeahead' : undefined,
        },
      }),
    enabled: Boolean(auth) && enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /locations/{id}, for screens that read several at once (useQueries). */
export function locationDetailQuery(id: number) {
  return queryOptions({
    queryKey: locationKeys.detail(id),
    queryFn: () => callEndpoint(getLocation, { params: { id } }),
    enabled: id > 0,
  });
}

export function useLocation(id: number | undefined) {
  return useQuery(locationDetailQuery(id ?? 0));
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteLocation, { params: { id } }),
    meta: { silent: true },
    // Not the deleted location's own query: the page showing it is about to leave, and asking again would 404.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: locationKeys.lists });
      void queryClient.invalidateQueries({ queryKey: locationKeys.typeaheads });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
}
