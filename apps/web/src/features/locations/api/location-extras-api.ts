import type { HalList, LocationPreview, LocationUrl, NpiResult } from '@repute/domain';
import { listIssues } from '@repute/domain/contracts/issues';
import { acceptLocationDiff, getListingEligibility, getLocationDiff } from '@repute/domain/contracts/locations';
import { URLS_PAGE_SIZE } from '@repute/domain/sources';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { embedded } from '../../../shared/api/hal';
import { locationKeys } from '../../../shared/entities/locations/location-keys';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { specialHoursKeys } from './special-hours-api';

export const extraKeys = {
  issues: (locationId: number) => ['issues', locationId] as const,
  urls: (locationId: number) => ['urls', locationId] as const,
  diff: (locationId: number) => ['locations', 'diff', locationId] as const,
  eligibility: listingKeys.eligibility,
  preview: (accountId: number) => ['billing', accountId, 'location_preview'] as const,
};

export type NpiResults = { result_count: number; results: NpiResult[] };

/** GET /issues of one location (resource_type location), muted ones included so the button can unmute. */
export function useLocationIssues(accountId: number, locationId: number, enabled: boolean) {
  return useQuery({
    queryKey: extraKeys.issues(locationId),
    queryFn: async () =>
      (
        await callEndpoint(listIssues, {
          query: {
            account_id: accountId,
            location_id: locationId,
            resource_type: 'location',
            resource_id: locationId,
            include_muted: true,
          },
        })
      )._embedded.issues,
    enabled: enabled && locationId > 0,
  });
}

/** GET /urls of one location: its review sources (spec 000 §7, 250 a page). */
export function useLocationUrls(accountId: number, locationId: number) {
  return useQuery({
    queryKey: extraKeys.urls(locationId),
    queryFn: async () =>
      embedded(
        await api.get<HalList<'urls', LocationUrl>>('/urls', {
          account_id: accountId,
          location_id: locationId,
          sort: 'source_id',
          per_page: URLS_PAGE_SIZE,
        }),
        'urls',
      ),
    enabled: locationId > 0 && accountId > 0,
  });
}

/** GET /local_listings/eligible_locations/{id}: status and status_reason of Auto Sync. */
export function useListingEligibility(accountId: number, locationId: number, enabled: boolean) {
  return useQuery({
    queryKey: extraKeys.eligibility(locationId),
    queryFn: () =>
      callEndpoint(getListingEligibility, { params: { id: locationId }, query: { account_id: accountId } }),
    enabled: enabled && locationId > 0,
  });
}

/** GET /billing/{accountId}/location_preview for one added location. */
export function useLocationPreview(accountId: number, enabled: boolean) {
  return useQuery({
    queryKey: extraKeys.preview(accountId),
    queryFn: () => api.get<LocationPreview>(`/billing/${accountId}/location_preview`, { num_added_locations: 1 }),
    enabled: enabled && accountId > 0,
    retry: false,
  });
}

/** GET /locations/{id}/diff: what Sync From Google would change. Fetched only while the modal is open. */
export function useLocationDiff(locationId: number, enabled: boolean) {
  return useQuery({
    queryKey: extraKeys.diff(locationId),
    queryFn: () => callEndpoint(getLocationDiff, { params: { id: locationId } }),
    enabled,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /locations/{id}/diff with override: the location takes Google's values. */
export function useAcceptDiff(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(acceptLocationDiff, { params: { id: locationId }, body: { override: true } }),
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: locationKeys.all }),
        queryClient.invalidateQueries({ queryKey: specialHoursKeys.all }),
      ]),
  });
}

export const npiCalls = {
  lookup: (accountId: number, number: string) =>
    api.get<NpiResults>(`/npi/${encodeURIComponent(number)}`, {
      account_id: accountId,
    }),
  search: (query: {
    account_id: number;
    first_name?: string;
    last_name?: string;
    organization_name?: string;
    city?: string;
    state?: string;
    postal_code?: string;
  }) => api.get<NpiResults>('/npi', query),
};
