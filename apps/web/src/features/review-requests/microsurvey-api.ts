import type { HalList, Microsurvey, MicrosurveyBody, MicrosurveySummary } from '@repute/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';
import { useAuth } from '../../shared/auth/use-auth';
import { requestKeys } from './api';

/** Query keys of microsurveys (under the Ask tool's, so its changes refresh them). */
const keys = {
  list: (accountId: number) => [...requestKeys.microsurveys, 'list', accountId] as const,
  one: (id: number) => [...requestKeys.microsurveys, id] as const,
  summary: (id: number, dates: SummaryDates) => [...requestKeys.microsurveys, id, 'summary', dates] as const,
};

export type MicrosurveyDraft = Omit<MicrosurveyBody, 'account_id'>;
export type SummaryDates = { start_date?: string; end_date?: string };

export function useMicrosurveys() {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: keys.list(accountId),
    queryFn: () =>
      api.get<HalList<'microsurveys', Microsurvey>>('/microsurveys', { account_id: accountId, per_page: 100 }),
    enabled: accountId > 0,
  });
}

export function useMicrosurvey(id: number) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: () => api.get<Microsurvey>(`/microsurveys/${id}`),
    enabled: id > 0,
  });
}

export function useMicrosurveySummary(id: number, dates: SummaryDates) {
  return useQuery({
    queryKey: keys.summary(id, dates),
    queryFn: () => api.get<MicrosurveySummary>(`/microsurveys/${id}/summaries`, dates),
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
    id ? api.put<Microsurvey>(`/microsurveys/${id}`, body) : api.post<Microsurvey>('/microsurveys', body),
  );
export const useDeleteMicrosurvey = () =>
  useMicrosurveyMutation((id: number) => api.delete<Microsurvey>(`/microsurveys/${id}`));
