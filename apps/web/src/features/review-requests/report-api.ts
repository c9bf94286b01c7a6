import { getCampaignOverview } from '@repute/domain/contracts/campaign-reports';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';
import { requestKeys } from './api';

/** `/reports/{account_id}/campaign/overview`: what the account's requests did, per channel and location. */
export function useCampaignOverview() {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: requestKeys.reportOverview(accountId),
    queryFn: () => callEndpoint(getCampaignOverview, { params: { account_id: accountId } }),
    enabled: accountId > 0,
  });
}
