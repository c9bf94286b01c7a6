import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useMayCall } from '../../../shared/session/use-may-call';
import { AppGuide } from '../components/AppGuide';

/**
 * /settings/integrations/hootsuite (decision 0168): Hootsuite's App Directory lists only apps its partner program
 * approved, and Repute has none there; the page says so, and what connects the two today.
 */
export function HootsuitePage() {
  const appPath = useAppPath();
  const mayAddWebhook = useMayCall('POST /webhook_subscriptions');
  return (
    <AppGuide
      code="hootsuite"
      description="Share what your customers say on the social networks you manage in Hootsuite."
    >
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="hootsuite-today">
        <Stack gap="sm">
          <Title order={2} size="h4" id="hootsuite-today">
            What works today
          </Title>
          <Text size="sm">
            Hootsuite lists only the apps its partner program has approved in the Hootsuite App Directory, and Repute
            has no app there yet. You can still bring your reviews into Hootsuite:
          </Text>
          <List spacing="xs" size="sm">
            <List.Item>
              Add a webhook for new reviews (review.created), and let your own script or automation tool schedule a post
              with Hootsuite's REST API (
              <Anchor href="https://developer.hootsuite.com" target="_blank" rel="noopener noreferrer">
                Hootsuite developer portal
              </Anchor>
              ).
              {mayAddWebhook && (
                <>
                  {' '}
                  <Anchor component={Link} to={appPath('/settings/webhooks')}>
                    Manage webhooks
                  </Anchor>
                </>
              )}
            </List.Item>
            <List.Item>Copy a review's text from Reviews into Hootsuite's composer.</List.Item>
          </List>
        </Stack>
      </Paper>
    </AppGuide>
  );
}
