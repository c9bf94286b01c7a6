import type { CampaignBody, RecipientInput, RequestTemplateBody, RequestType } from '@repute/domain';
import type { EndpointQuery } from '@repute/domain/contracts/endpoint';
import { listLocations } from '@repute/domain/contracts/locations';
import {
  addCampaignRecipients,
  type campaignsCsv,
  clearCampaignRecipients,
  createCampaign,
  createRequestTemplate,
  deleteRequestTemplate,
  type doNotContactCsv,
  type failedUploadRecipientsCsv,
  getCampaign,
  listCampaignRecipients,
  listCampaigns,
  listRequestTemplates,
  type recipientTemplateCsv,
  replaceCampaign,
  replaceRequestTemplate,
  sendCampaign,
  uploadCampaignRecipients,
} from '@repute/domain/contracts/review-requests';
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
    queryFn: () => callEndpoint(listCampaigns, { query: { account_id: accountId, per_page: 100 } }),
    enabled: accountId > 0,
  });
}

export function useCampaign(id: number) {
  return useQuery({
    queryKey: requestKeys.campaign(id),
    queryFn: () => callEndpoint(getCampaign, { params: { id } }),
    enabled: id > 0,
    // A campaign being sent changes as its jobs run: look again until it is done.
    refetchInterval: (query) =>
      query.state.data && ['sending', 'scheduled'].includes(query.state.data.status) ? 2000 : false,
  });
}

export function useRecipients(id: number) {
  return useQuery({
    queryKey: requestKeys.recipients(id),
    queryFn: () => callEndpoint(listCampaignRecipients, { params: { id }, query: { per_page: 100 } }),
    enabled: id > 0,
  });
}

export function useRequestTemplates() {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: requestKeys.templates(accountId),
    queryFn: () => callEndpoint(listRequestTemplates, { query: { account_id: accountId, per_page: 100 } }),
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
    id ? callEndpoint(replaceCampaign, { params: { id }, body }) : callEndpoint(createCampaign, { body }),
  );
export const useAddRecipients = () =>
  useRequestMutation(({ id, recipients }: { id: number; recipients: RecipientInput[] }) =>
    callEndpoint(addCampaignRecipients, { params: { id }, body: { recipients } }),
  );
export const useUploadRecipients = () =>
  useRequestMutation(({ id, csv }: { id: number; csv: string }) =>
    callEndpoint(uploadCampaignRecipients, { params: { id }, body: { csv } }),
  );
export const useClearRecipients = () =>
  useRequestMutation((id: number) => callEndpoint(clearCampaignRecipients, { params: { id } }));
export const useSendCampaign = () =>
  useRequestMutation(({ id, scheduledAt }: { id: number; scheduledAt?: string }) =>
    callEndpoint(sendCampaign, { params: { id }, body: scheduledAt ? { scheduled_at: scheduledAt } : {} }),
  );
export const useSaveTemplate = () =>
  useRequestMutation(({ id, body }: { id?: number; body: TemplateDraft }) =>
    id ? callEndpoint(replaceRequestTemplate, { params: { id }, body }) : callEndpoint(createRequestTemplate, { body }),
  );
export const useDeleteTemplate = () =>
  useRequestMutation((id: number) => callEndpoint(deleteRequestTemplate, { params: { id } }));

/** The Ask tool's direct CSVs (spec 000 §7): files, so fetched as bytes rather than through callEndpoint. */
type RequestCsv =
  | typeof recipientTemplateCsv
  | typeof campaignsCsv
  | typeof doNotContactCsv
  | typeof failedUploadRecipientsCsv;

/** One of the Ask tool's CSVs, saved under the name the server gives it (else the last part of its path). */
export async function downloadRequestCsv<C extends RequestCsv>(csv: C, query?: EndpointQuery<C>) {
  const file = await api.getFile(csv.path, query);
  saveFile(file.blob, file.filename ?? `${csv.path.split('/').at(-1)}.csv`);
}
