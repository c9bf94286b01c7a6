import type { EndpointBody } from '@repute/domain/contracts/endpoint';
import { dismissPrescriptiveInsight, listPrescriptiveInsights } from '@repute/domain/contracts/prescriptive-insights';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';

export const prescriptiveInsightKeys = {
  all: ['prescriptive_insights'] as const,
  list: (accountId: number) => ['prescriptive_insights', accountId] as const,
};

export function usePrescriptiveInsights() {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: prescriptiveInsightKeys.list(accountId),
    queryFn: () => callEndpoint(listPrescriptiveInsights, {}),
    enabled: accountId > 0,
  });
}

export function useHideInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof dismissPrescriptiveInsight>) =>
      callEndpoint(dismissPrescriptiveInsight, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptiveInsightKeys.all }),
  });
}
