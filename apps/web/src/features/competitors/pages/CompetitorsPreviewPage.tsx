import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { AccessRequest } from '../../../shared/feature-requests/AccessRequest';
import { useMayCall } from '../../../shared/session/use-may-call';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { COMPETITORS_TEXT } from '../competitors-text';

/**
 * /competitors/preview (spec 000 §2): what Competitors shows, for users who hold competitor preview only (they are
 * sent here), with 'Request Access'; a user who may read competitors is offered the screens instead.
 */
export function CompetitorsPreviewPage() {
  const mayRead = useMayCall('GET /reports/:account_id/competitor/overview');
  const path = useAppPath();
  return (
    <>
      <PageHeader title={COMPETITORS_TEXT.previewTitle} />
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md" maw={620}>
          <Title order={2} size="h3">
            See how every location stands against the businesses near it
          </Title>
          <Text>
            Competitors follows the public ratings and reviews of the businesses around each of your locations, day by
            day, so you can see how you moved against them.
          </Text>
          <List spacing="xs">
            <List.Item>Rating, review volume, pace of new reviews and response rate, side by side</List.Item>
            <List.Item>Where each location ranks among its competitors, and the trend over months</List.Item>
            <List.Item>Competitors suggested from each location’s neighbours, or added by hand</List.Item>
            <List.Item>Brands that roll up a competitor’s locations, with scheduled exports</List.Item>
          </List>
          {mayRead ? (
            <Button component={Link} to={path('/competitors')} w="fit-content">
              Open Competitors
            </Button>
          ) : (
            <AccessRequest featureName="Competitors" />
          )}
        </Stack>
      </Paper>
    </>
  );
}
