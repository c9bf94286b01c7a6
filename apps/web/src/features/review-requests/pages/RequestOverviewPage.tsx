import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useMayCall } from '../../../shared/session/use-may-call';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { useCampaigns } from '../api';
import { CampaignMeasures } from '../components/CampaignMeasures';
import { CampaignTable } from '../components/CampaignTable';
import { RequestTabs } from '../components/RequestTabs';
import { useCampaignOverview } from '../report-api';

/** /request-reviews/overview: what the account's requests have done, and the latest campaigns. */
export function RequestOverviewPage() {
  const appPath = useAppPath();
  const campaigns = useCampaigns();
  const rows = campaigns.data?._embedded?.campaigns ?? [];
  const overview = useCampaignOverview();
  // A user who may read the requests but not make them is not invited to compose one.
  const mayCompose = useMayCall('POST /campaigns');
  return (
    <>
      <PageHeader
        title="Ask Tool"
        description="Ask your customers for reviews by e-mail or SMS. Everyone you ask is offered every review site you choose."
        actions={
          mayCompose && (
            <Button component={Link} to={appPath('/request-reviews/compose')}>
              Compose
            </Button>
          )
        }
      />
      <RequestTabs />
      {campaigns.isError && <ErrorAlert error={campaigns.error} />}
      {campaigns.isPending && <TableSkeleton />}
      {campaigns.isSuccess && (
        <Stack gap="lg">
          {overview.isError && <ErrorAlert error={overview.error} />}
          {overview.data && <CampaignMeasures overview={overview.data} />}
          {rows.length === 0 ? (
            <EmptyState title="No campaigns yet">
              Compose a review request to ask your customers for reviews.
            </EmptyState>
          ) : (
            <CampaignTable campaigns={rows.slice(0, 10)} label="Latest campaigns" />
          )}
        </Stack>
      )}
    </>
  );
}
