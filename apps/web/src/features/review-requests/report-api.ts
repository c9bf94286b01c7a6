import type { CampaignOverview } from '@repute/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';
import { useAuth } from '../../shared/auth/use-auth';
import { requestKeys } from './api';

/** `/reports/{account_id}/campaign/overview`: what the account's requests did, per channel and location. */
export function useCampaignOverview() {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: requestKeys.reportOverview(accountId),
    queryFn: () => api.get<CampaignOverview>(`/reports/${accountId}/campaign/overview`),
    enabled: accountId > 0,
  });
}
