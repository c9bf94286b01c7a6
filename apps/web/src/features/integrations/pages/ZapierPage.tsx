import { Code, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useFeatureFlag } from '../../../shared/feature-flags/use-feature-flag';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { AppGuide } from '../components/AppGuide';
import { CopyableUrl } from '../components/CopyableUrl';

/** What Repute's Zapier app offers (integrations/zapier in the repository, decision 0168). */
const TRIGGERS = [
  'New Review',
  'Updated Review',
  'Response Published',
  'Response Failed',
  'Review Request Answered',
  'Listing Out of Sync',
  'Export Ready',
];
const ACTIONS = ['Reply to Review', 'Send Review Request'];

/** /settings/integrations/zapier: Repute's Zapier app, hidden unless the zapier flag is on (spec 000 §6). */
export function ZapierPage() {
  const flagged = useFeatureFlag('zapier');
  return (
    <AppGuide code="zapier" description="Connect Repute to thousands of apps with Zaps." offered={flagged}>
      {!flagged && <EmptyState title="Zapier is not available for this account" />}
      {flagged && (
        <>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="zapier-connect">
            <Stack gap="sm">
              <Title order={2} size="h4" id="zapier-connect">
                Connect the Repute app
              </Title>
              <List type="ordered" spacing="xs" size="sm">
                <List.Item>
                  Open the Repute app in Zapier from the invitation your Repute provider gives you (the app is published
                  from Repute's source, <Code>integrations/zapier</Code>).
                </List.Item>
                <List.Item>In a Zap, choose Repute and sign in with the address below.</List.Item>
                <List.Item>Allow Zapier to use your account on the consent screen.</List.Item>
              </List>
              <CopyableUrl label="Repute address" url={window.location.origin} />
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="zapier-offers">
            <Stack gap="sm">
              <Title order={2} size="h4" id="zapier-offers">
                What Zaps can do
              </Title>
              <Text size="sm" fw={600}>
                Triggers, sent as they happen through your account's webhooks
              </Text>
              <List spacing={2} size="sm">
                {TRIGGERS.map((trigger) => (
                  <List.Item key={trigger}>{trigger}</List.Item>
                ))}
              </List>
              <Text size="sm" fw={600}>
                Actions
              </Text>
              <List spacing={2} size="sm">
                {ACTIONS.map((action) => (
                  <List.Item key={action}>{action}</List.Item>
                ))}
              </List>
            </Stack>
          </Paper>
        </>
      )}
    </AppGuide>
  );
}
