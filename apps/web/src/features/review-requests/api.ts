import type {
  Campaign,
  CampaignBody,
  CampaignRecipient,
  HalList,
  RecipientInput,
  RequestTemplate,
  RequestTemplateBody,
  RequestType,
  UploadResult,
} from '@repute/domain';
import { listLocations } from '@repute/domain/contracts/locations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { embedded } from '../../shared/api/hal';
import { useAuth } from '../../shared/auth/use-auth';
import { saveFile } from '../../shared/exports/save-file';

/** Query keys of the Ask tool. */
export const requestKeys = {
  all: ['review-requests'] as const,
  campaigns: (accountId: number) => ['review-requests', 'campaigns', accountId] as const,
  campaign: (id: number) => ['review-requests', 'campaign', id] as const,
  recipients: (id: number) => ['review-requests', 'recipients', id] as const,
  templates: (accountId: number) => ['review-requests', 'templates', accountId] as const,
  locations: (accountId: number) => ['review-requests', 'locations', accountId] as const,
  reportOverview: (accountId: number) => ['review-requests', 'report-overview', accountId] as const,
  contacts: (accountId: number, requestType: RequestType, search: string, page: number) =>
    ['review-requests', 'contacts', accountId, requestType, search, page] as const,
  /** A location's landing-page links (the location's Landing Pages tab): a microsurvey change refreshes them. */
  landingPages: (locationId: number) => ['review-requests', 'landing-pages', locationId] as const,
  microsurveys: ['review-requests', 'microsurveys'] as const,
};

export type CampaignDraft = Omit<CampaignBody, 'account_id'>;
export type TemplateDraft = Omit<RequestTemplateBody, 'account_id'>;

export function useCampaigns() {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: requestKeys.campaigns(accountId),
    queryFn: () => api.get<HalList<'campaigns', Campaign>>('/campaigns', { account_id: accountId, per_page: 100 }),
    enabled: accountId > 0,
  });
}

export function useCampaign(id: number) {
  return useQuery({
    queryKey: requestKeys.campaign(id),
    queryFn: () => api.get<Campaign>(`/campaigns/${id}`),
    enabled: id > 0,
    // A campaign being sent changes as its jobs run: look again until it is done.
    refetchInterval: (query) =>
      query.state.data && ['sending', 'scheduled'].includes(query.state.data.status) ? 2000 : false,
  });
}

export function useRecipients(id: number) {
  return useQuery({
    queryKey: requestKeys.recipients(id),
    queryFn: () => api.get<HalList<'recipients', CampaignRecipient>>(`/campaigns/${id}/recipients`, { per_page: 100 }),
    enabled: id > 0,
  });
}

export function useRequestTemplates() {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: requestKeys.templates(accountId),
    queryFn: () =>
      api.get<HalList<'templates', RequestTemplate>>('/request_templates', { account_id: accountId, per_page: 100 }),
    enabled: accountId > 0,
  });
}

export function useRequestLocations() {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: requestKeys.locations(accountId),
    queryFn: async () =>
      embedded(await callEndpoint(listLocations, { query: { account_id: accountId, per_page: 250 } }), 'locations'),
    enabled: accountId > 0,
  });
}

function useRequestMutation<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}

export const useSaveCampaign = () =>
  useRequestMutation(({ id, body }: { id?: number; body: CampaignDraft }) =>
    id ? api.put<Campaign>(`/campaigns/${id}`, body) : api.post<Campaign>('/campaigns', body),
  );
export const useAddRecipients = () =>
  useRequestMutation(({ id, recipients }: { id: number; recipients: RecipientInput[] }) =>
    api.post<Campaign>(`/campaigns/${id}/recipients`, { recipients }),
  );
export const useUploadRecipients = () =>
  useRequestMutation(({ id, csv }: { id: number; csv: string }) =>
    api.post<UploadResult>(`/campaigns/${id}/recipients/upload`, { csv }),
  );
export const useClearRecipients = () =>
  useRequestMutation((id: number) => api.delete<Campaign>(`/campaigns/${id}/recipients`));
export const useSendCampaign = () =>
  useRequestMutation(({ id, scheduledAt }: { id: number; scheduledAt?: string }) =>
    api.post<Campaign>(`/campaigns/${id}/send`, scheduledAt ? { scheduled_at: scheduledAt } : {}),
  );
export const useSaveTemplate = () =>
  useRequestMutation(({ id, body }: { id?: number; body: TemplateDraft }) =>
    id
      ? api.put<RequestTemplate>(`/request_templates/${id}`, body)
      : api.post<RequestTemplate>('/request_templates', body),
  );
export const useDeleteTemplate = () =>
  useRequestMutation((id: number) => api.delete<RequestTemplate>(`/request_templates/${id}`));

/** One of the Ask tool's direct CSVs (spec 000 §7), saved under its own name. */
export async function downloadRequestCsv(name: string, query?: Record<string, string>) {
  const file = await api.getFile(`/export/csv/${name}`, query);
  saveFile(file.blob, file.filename ?? `${name}.csv`);
}
