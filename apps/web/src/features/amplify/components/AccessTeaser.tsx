import { Paper, Stack, Text, Title } from '@mantine/core';
import { AccessRequest } from '../../../shared/feature-requests/AccessRequest';

/** Spec 001 §4: the access request's states: idle, requesting, success ('Request sent!'), failure ('Try again'). */
export function AccessTeaser() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="md" maw={560}>
        <Title order={2} size="h3">
          Show your best reviews on your own website
        </Title>
        <Text>
          Review widgets put your latest reviews on your site: they weigh a few kilobytes, never move the page and
          update themselves when new reviews arrive.
        </Text>
        <AccessRequest featureName="Amplify" />
      </Stack>
    </Paper>
  );
}
