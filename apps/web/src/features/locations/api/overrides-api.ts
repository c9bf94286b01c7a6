import type { HalList, SourceOverride, SourceOverrideCreate, SourceOverridePatch } from '@repute/domain';
import { listSources } from '@repute/domain/contracts/sources';
import { DIRECTORY_CODES } from '@repute/domain/sources';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { embedded } from '../../../shared/api/hal';
import { sourceKeys } from '../../../shared/entities/sources/source-keys';
import { overrideKeys } from '../../../shared/listings/listing-keys';

const SOURCES_PAGE_SIZE = 100;

/** The listing directories (sources with a directory code), in the column order of spec 001 §9. */
export function useDirectories() {
  return useQuery({
    queryKey: sourceKeys.directories,
    queryFn: async () => {
      const list = await callEndpoint(listSources, { query: { sort: 'ordinal,name', per_page: SOURCES_PAGE_SIZE } });
      return list._embedded.sources
        .filter((source) => source.directory_code !== null)
        .sort(
          (a, b) =>
            DIRECTORY_CODES.indexOf(a.directory_code ?? 'google_maps') -
            DIRECTORY_CODES.indexOf(b.directory_code ?? 'google_maps'),
        );
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /location_source_overrides of one location. */
export function useLocationOverrides(accountId: number, locationId: number | undefined) {
  return useQuery({
    queryKey: overrideKeys.ofLocation(locationId ?? 0),
    queryFn: async () =>
      embedded(
        await api.get<HalList<'location_source_overrides', SourceOverride>>('/location_source_overrides', {
          account_id: accountId,
          location_id: locationId,
          sort: 'source_id',
          per_page: SOURCES_PAGE_SIZE,
        }),
        'location_source_overrides',
      ),
    enabled: Boolean(locationId) && accountId > 0,
  });
}

export const overrideCalls = {
  create: (body: SourceOverrideCreate) => api.post<SourceOverride>('/location_source_overrides', body),
  patch: (id: number, body: SourceOverridePatch) => api.patch<SourceOverride>(`/location_source_overrides/${id}`, body),
};
