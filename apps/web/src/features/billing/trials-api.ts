import type { TrialConversion } from '@repute/domain/billing';
import { convertChildTrial, extendChildTrial, listChildTrials } from '@repute/domain/contracts/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';

const trialsKey = ['billing', 'child_trials'] as const;

/** A partner's children that are or were in trial (decision 0152). */
export function useChildTrials() {
  return useQuery({ queryKey: trialsKey, queryFn: () => callEndpoint(listChildTrials) });
}

export function useExtendTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, days }: { id: number; days: number }) =>
      callEndpoint(extendChildTrial, { params: { id }, body: { days } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trialsKey }),
  });
}

export function useConvertTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TrialConversion & { id: number }) =>
      callEndpoint(convertChildTrial, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trialsKey }),
  });
}
