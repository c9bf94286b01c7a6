import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useCampaign } from '../api';

/** /request-reviews/new/confirmation: the campaign just sent or scheduled, with its requests' progress. */
export function CampaignConfirmationPage() {
  const appPath = useAppPath();
  const id = Number(useSearchParams()[0].get('campaign_id') ?? 0);
  const campaign = useCampaign(id);
  const data = campaign.data;
  return (
    <>
      <PageHeader title="Campaign Confirmation" />
      {campaign.isError && <ErrorAlert error={campaign.error} />}
      {campaign.isPending && id > 0 && <PageLoader />}
      {data && (
        <Paper withBorder p="lg" radius="md" maw={640}>
          <Stack gap="sm">
            <Text fw={600} role="status">
              {data.status === 'scheduled'
                ? `Your campaign is scheduled for ${new Date(data.scheduled_at ?? '').toLocaleString()}.`
                : data.status === 'sent'
                  ? 'Your campaign has been sent.'
                  : 'Your campaign is being sent.'}
            </Text>
            <Text size="sm">
              {data.counts.recipients} recipients · {data.counts.sent} sent · {data.counts.skipped} not asked (asked
              recently or do not contact)
            </Text>
            <Group gap="sm">
              <Button component={Link} to={appPath('/request-reviews/history')}>
                View History
              </Button>
              <Button component={Link} to={appPath('/request-reviews/compose')} variant="default">
                Compose Another
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </>
  );
}
