import type { MicrosurveyBody } from '@repute/domain';
import type { EndpointQuery } from '@repute/domain/contracts/endpoint';
import {
  createMicrosurvey,
  deleteMicrosurvey,
  getMicrosurvey,
  getMicrosurveySummary,
  listMicrosurveys,
  replaceMicrosurvey,
} from '@repute/domain/contracts/microsurveys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';
import { requestKeys } from './api';

/** Query keys of microsurveys (under the Ask tool's, so its changes refresh them). */
const keys = {
  list: (accountId: number) => [...requestKeys.microsurveys, 'list', accountId] as const,
  one: (id: number) => [...requestKeys.microsurveys, id] as const,
  summary: (id: number, dates: SummaryDates) => [...requestKeys.microsurveys, id, 'summary', dates] as const,
};

export type MicrosurveyDraft = Omit<MicrosurveyBody, 'account_id'>;
export type SummaryDates = EndpointQuery<typeof getMicrosurveySummary>;

export function useMicrosurveys() {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: keys.list(accountId),
    queryFn: () => callEndpoint(listMicrosurveys, { query: { account_id: accountId, per_page: 100 } }),
    enabled: accountId > 0,
  });
}

export function useMicrosurvey(id: number) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: () => callEndpoint(getMicrosurvey, { params: { id } }),
    enabled: id > 0,
  });
}

export function useMicrosurveySummary(id: number, dates: SummaryDates) {
  return useQuery({
    queryKey: keys.summary(id, dates),
    queryFn: () => callEndpoint(getMicrosurveySummary, { params: { id }, query: dates }),
    enabled: id > 0,
  });
}

function useMicrosurveyMutation<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}

export const useSaveMicrosurvey = () =>
  useMicrosurveyMutation(({ id, body }: { id?: number; body: MicrosurveyDraft }) =>
    id ? callEndpoint(replaceMicrosurvey, { params: { id }, body }) : callEndpoint(createMicrosurvey, { body }),
  );
export const useDeleteMicrosurvey = () =>
  useMicrosurveyMutation((id: number) => callEndpoint(deleteMicrosurvey, { params: { id } }));
