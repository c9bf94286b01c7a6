import type { CompetitorCreateInput, CompetitorStatus } from '@repute/domain/competitors';
import {
  createCompetitor,
  createCompetitorBrand,
  getCompetitorHistory,
  getCompetitorOverview,
  listCompetitorBrands,
  listCompetitors,
  listIntelSources,
  suggestCompetitors,
  updateCompetitor,
} from '@repute/domain/contracts/competitors';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';

/** The filters the competitor reads send: the filter bar's dates, group and location, and the brands chosen. */
export type CompetitorParams = {
  from?: string;
  to?: string;
  group_id?: number;
  location_id?: number;
  brand_ids?: string;
};

export const competitorKeys = {
  all: ['competitors'] as const,
  overview: (accountId: number, params: CompetitorParams) => ['competitors', 'overview', accountId, params] as const,
  sources: (accountId: number) => ['competitors', 'sources', accountId] as const,
  brands: (params: CompetitorParams) => ['competitors', 'brands', params] as const,
  ofLocation: (locationId: number) => ['competitors', 'location', locationId] as const,
  history: (id: number, from: string | undefined, to: string | undefined) =>
    ['competitors', 'history', id, from, to] as const,
};

export function useCompetitorOverview(params: CompetitorParams | null) {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: competitorKeys.overview(accountId, params ?? {}),
    queryFn: () => callEndpoint(getCompetitorOverview, { params: { account_id: accountId }, query: params ?? {} }),
    enabled: params !== null && accountId > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /intel/accounts/{account_id}/sources: where competitors are read from. */
export function useIntelSources() {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: competitorKeys.sources(accountId),
    queryFn: async () =>
      (await callEndpoint(listIntelSources, { params: { account_id: accountId } }))._embedded.sources,
    enabled: accountId > 0,
  });
}

export function useCompetitorBrands(params: CompetitorParams | null) {
  return useQuery({
    queryKey: competitorKeys.brands(params ?? {}),
    queryFn: async () =>
      (await callEndpoint(listCompetitorBrands, { query: params ?? {} }))._embedded.competitor_brands,
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

export function useLocationCompetitors(locationId: number | null) {
  return useQuery({
    queryKey: competitorKeys.ofLocation(locationId ?? 0),
    queryFn: async () =>
      (await callEndpoint(listCompetitors, { query: { location_id: String(locationId), per_page: 500 } }))._embedded
        .competitors,
    enabled: locationId !== null,
  });
}

export function useCompetitorHistory(id: number | null, from: string | undefined, to: string | undefined) {
  return useQuery({
    queryKey: competitorKeys.history(id ?? 0, from, to),
    queryFn: async () =>
      (await callEndpoint(getCompetitorHistory, { params: { id: id ?? 0 }, query: { from, to } })).days,
    enabled: id !== null,
  });
}

/** Every write changes what the competitor screens show: they all read again. */
function useInvalidateCompetitors() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: competitorKeys.all });
}

export function useSetCompetitorStatus() {
  const invalidate = useInvalidateCompetitors();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: CompetitorStatus }) =>
      callEndpoint(updateCompetitor, { params: { id }, body: { status } }),
    onSuccess: invalidate,
  });
}

export function useAddCompetitor() {
  const invalidate = useInvalidateCompetitors();
  return useMutation({
    mutationFn: (body: CompetitorCreateInput) => callEndpoint(createCompetitor, { body }),
    onSuccess: invalidate,
  });
}

export function useSuggestCompetitors() {
  const invalidate = useInvalidateCompetitors();
  return useMutation({
    mutationFn: (locationId: number) => callEndpoint(suggestCompetitors, { body: { location_id: locationId } }),
    onSuccess: invalidate,
  });
}

export function useAddBrand() {
  const invalidate = useInvalidateCompetitors();
  return useMutation({
    mutationFn: (name: string) => callEndpoint(createCompetitorBrand, { body: { name } }),
    onSuccess: invalidate,
  });
}
