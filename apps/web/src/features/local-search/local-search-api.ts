import type { EndpointBody, EndpointQuery } from '@repute/domain/contracts/endpoint';
import {
  averageSearchZonesCsv,
  createTrackedSearch,
  deleteTrackedSearch,
  getMapTiles,
  getPointBudget,
  getTrackedSearch,
  listTrackedSearches,
  setPointBudget,
  startScan,
} from '@repute/domain/contracts/local-search';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { saveFile } from '../../shared/exports/save-file';

export type SearchListQuery = EndpointQuery<typeof listTrackedSearches>;
export type SearchDetailQuery = EndpointQuery<typeof getTrackedSearch>;

export const localSearchKeys = {
  all: ['local-search'] as const,
  list: (query: SearchListQuery) => ['local-search', 'list', query] as const,
  detail: (id: number, query: SearchDetailQuery) => ['local-search', 'detail', id, query] as const,
  budget: ['local-search', 'budget'] as const,
  mapTiles: ['local-search', 'map-tiles'] as const,
};

/** While a scan runs, the list and the grid are read again every few seconds until it is done. */
const SCANNING_POLL_MS = 3000;

export function useTrackedSearches(query: SearchListQuery | null) {
  return useQuery({
    queryKey: localSearchKeys.list(query ?? {}),
    queryFn: () => callEndpoint(listTrackedSearches, { query: query ?? {} }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?._embedded.local_searches.some((search) => search.scanning) ? SCANNING_POLL_MS : false,
  });
}

export function useTrackedSearch(id: number | null, query: SearchDetailQuery) {
  return useQuery({
    queryKey: localSearchKeys.detail(id ?? 0, query),
    queryFn: () => callEndpoint(getTrackedSearch, { params: { id: id ?? 0 }, query }),
    enabled: id !== null,
    refetchInterval: (current) => (current.state.data?.scanning ? SCANNING_POLL_MS : false),
  });
}

export function usePointBudget(enabled = true) {
  return useQuery({
    queryKey: localSearchKeys.budget,
    queryFn: () => callEndpoint(getPointBudget, {}),
    enabled,
  });
}

/** The install's map tiles (LOCAL_SEARCH_TILE_URL); they do not change while the app runs. */
export function useMapTiles() {
  return useQuery({
    queryKey: localSearchKeys.mapTiles,
    queryFn: () => callEndpoint(getMapTiles, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useLocalSearchMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localSearchKeys.all }),
  });
}

export const useCreateTrackedSearch = () =>
  useLocalSearchMutation((body: EndpointBody<typeof createTrackedSearch>) =>
    callEndpoint(createTrackedSearch, { body }),
  );
export const useDeleteTrackedSearch = () =>
  useLocalSearchMutation((id: number) => callEndpoint(deleteTrackedSearch, { params: { id } }));
export const useSetPointBudget = () =>
  useLocalSearchMutation((body: EndpointBody<typeof setPointBudget>) => callEndpoint(setPointBudget, { body }));
export const useStartScan = () => useLocalSearchMutation((id: number) => callEndpoint(startScan, { params: { id } }));

/** Spec 000 §7: the average search zones CSV of the filtered searches, saved under the server's name. */
export async function downloadAverageZones(query: EndpointQuery<typeof averageSearchZonesCsv>) {
  const file = await api.getFile(averageSearchZonesCsv.path, query);
  saveFile(file.blob, file.filename ?? 'local_search_average_search_zones.csv');
}
