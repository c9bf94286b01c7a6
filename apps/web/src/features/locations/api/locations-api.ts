import type { Location, LocationInput } from '@repute/domain';
import { LOCATIONS_PAGE_SIZE } from '@repute/domain/locations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { resourceApi } from '../../../shared/api/resource-api';
import { useAuth } from '../../../shared/auth/use-auth';
import { accountKeys } from '../../../shared/entities/accounts/account-keys';
import type { LocationListParams } from '../list-params';

export type LocationRecord = Location & { _links?: Record<string, { href: string }> };
export type LocationSaved = LocationRecord & { message?: string };
export type LocationDeleted = { id: number; name: string; message: string };

export const locations = resourceApi<'locations', LocationRecord, LocationInput, LocationInput>(api, '/locations');

/** Query keys of the locations feature. */
export const locationKeys = {
  all: ['locations'] as const,
  lists: ['locations', 'list'] as const,
  list: (accountId: number, params: LocationListParams) => ['locations', 'list', accountId, params] as const,
  details: ['locations', 'detail'] as const,
  detail: (id: number) => ['locations', 'detail', id] as const,
  typeahead: (accountId: number, keywords: string) => ['locations', 'typeahead', accountId, keywords] as const,
};

/** The list query of spec 000 §7: 25 a page, name asc by default, relevance with keywords; group_id. */
export function locationListQuery(accountId: number, params: LocationListParams) {
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

export function useLocationsList(params: LocationListParams) {
  const auth = useAuth();
  const accountId = auth?.account_id ?? 0;
  return useQuery({
    queryKey: locationKeys.list(accountId, params),
    queryFn: () => locations.list(locationListQuery(accountId, params)),
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
      locations.list({
        account_id: accountId,
        per_page: LOCATIONS_PAGE_SIZE,
        keywords: keywords || undefined,
        search_type: keywords ? 'typeahead' : undefined,
      }),
    enabled: Boolean(auth) && enabled,
    placeholderData: keepPreviousData,
  });
}

export function useLocation(id: number | undefined) {
  return useQuery({
    queryKey: locationKeys.detail(id ?? 0),
    queryFn: () => locations.detail(id ?? 0),
    enabled: Boolean(id),
  });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<LocationDeleted>(`/locations/${id}`),
    meta: { silent: true },
    // Not the deleted location's own query: the page showing it is about to leave, and asking again would 404.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: locationKeys.lists });
      void queryClient.invalidateQueries({ queryKey: ['locations', 'typeahead'] });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['groups'] });
    },
  });
}
