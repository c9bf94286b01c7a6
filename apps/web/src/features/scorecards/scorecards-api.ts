import type { EndpointBody } from '@repute/domain/contracts/endpoint';
import {
  createScorecardRequest,
  getScorecardStandards,
  listLocationScorecards,
  listScorecardRequests,
  putScorecardStandards,
} from '@repute/domain/contracts/scorecards';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';

/** Query keys of scorecards: the standards, the locations' cards and the partner's requests, per account. */
export const scorecardKeys = {
  all: ['scorecards'] as const,
  standards: (accountId: number) => ['scorecards', 'standards', accountId] as const,
  locations: (accountId: number) => ['scorecards', 'locations', accountId] as const,
  requests: (accountId: number, page: number) => ['scorecards', 'requests', accountId, page] as const,
};

export type ScorecardRequestInput = EndpointBody<typeof createScorecardRequest>;

const useAccountId = () => useAuth()?.account_id ?? 0;

export function useScorecardStandards() {
  const accountId = useAccountId();
  return useQuery({
    queryKey: scorecardKeys.standards(accountId),
    queryFn: () => callEndpoint(getScorecardStandards, {}),
    enabled: accountId > 0,
  });
}

export function useLocationScorecards(enabled: boolean) {
  const accountId = useAccountId();
  return useQuery({
    queryKey: scorecardKeys.locations(accountId),
    queryFn: () => callEndpoint(listLocationScorecards, {}),
    enabled: accountId > 0 && enabled,
  });
}

export function useScorecardRequests(page: number, enabled: boolean) {
  const accountId = useAccountId();
  return useQuery({
    queryKey: scorecardKeys.requests(accountId, page),
    queryFn: () => callEndpoint(listScorecardRequests, { query: { account_id: accountId, page } }),
    enabled: accountId > 0 && enabled,
    placeholderData: keepPreviousData,
  });
}

/** Saving the standards regrades everything: every scorecard query is stale. */
export function useSaveScorecardStandards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof putScorecardStandards>) => callEndpoint(putScorecardStandards, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scorecardKeys.all }),
  });
}

export function useCreateScorecardRequest() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: (body: ScorecardRequestInput) =>
      callEndpoint(createScorecardRequest, { body: { ...body, account_id: accountId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scorecardKeys.all }),
  });
}
