import { Button, Group } from '@mantine/core';
import { campaignsCsv, doNotContactCsv } from '@repute/domain/contracts/review-requests';
import { useLocation } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { toast } from '../../../shared/ui/toast';
import { downloadRequestCsv, useCampaigns } from '../api';
import { CampaignTable } from '../components/CampaignTable';
import { RequestTabs } from '../components/RequestTabs';

/**
 * /request-reviews/campaigns (every campaign, drafts included) and /request-reviews/history (the ones sent or on
 * their way): one list, two views.
 */
export function CampaignListPage() {
  const history = useLocation().pathname.endsWith('/history');
  const campaigns = useCampaigns();
  const all = campaigns.data?._embedded?.campaigns ?? [];
  const rows = history ? all.filter((campaign) => campaign.status !== 'draft') : all;
  const download = (csv: typeof campaignsCsv | typeof doNotContactCsv) =>
    downloadRequestCsv(csv).catch((error) =>
      toast.alert(errorText(error) ?? 'There was an issue downloading your file.'),
    );
  return (
    <>
      <PageHeader
        title={history ? 'Request History' : 'Campaigns'}
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={() => download(campaignsCsv)}>
              Download CSV
            </Button>
            <Button variant="default" onClick={() => download(doNotContactCsv)}>
              Download Do Not Contact List
            </Button>
          </Group>
        }
      />
      <RequestTabs />
      {campaigns.isError && <ErrorAlert error={campaigns.error} />}
      {campaigns.isPending && <TableSkeleton />}
      {campaigns.isSuccess &&
        (rows.length === 0 ? (
          <EmptyState title={history ? 'No requests sent yet' : 'No campaigns yet'} />
        ) : (
          <CampaignTable campaigns={rows} label={history ? 'Request history' : 'Campaigns'} />
        ))}
    </>
  );
}
