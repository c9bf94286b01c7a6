import { Alert, Anchor, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { UnsubscribeList } from '@repute/domain';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useSetUnsubscribed, useUnsubscribeState } from '../api';

const LIST_NAMES: Record<UnsubscribeList, string> = {
  alerts: 'alert',
  scheduled_exports: 'scheduled export',
  requests: 'review request',
};

const listOf = (pathname: string): UnsubscribeList =>
  pathname.includes('/scheduled_exports/')
    ? 'scheduled_exports'
    : pathname.includes('/requests/')
      ? 'requests'
      : 'alerts';

/**
 * The public page an e-mail's unsubscribe link opens (spec 000 §2 /unsubscribe/alerts/{id},
 * /unsubscribe/scheduled_exports/{id}): no login, one click to unsubscribe, a confirmation, and the way back.
 */
export function UnsubscribePage() {
  const { id = '' } = useParams();
  // Three routes, one page: the list is the path's second segment.
  const list = listOf(useLocation().pathname);
  const [params] = useSearchParams();
  const link = { list, id, email: params.get('email') ?? '', token: params.get('token') ?? '' };
  const state = useUnsubscribeState(link);
  const change = useSetUnsubscribed(link);
  const name = LIST_NAMES[list];

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={460}>
        <Stack gap="md">
          <Title order={1} size="h3">
            {state.data && !state.data.subscribed ? 'You are unsubscribed' : 'Unsubscribe'}
          </Title>
          {state.isPending && <Loader size="sm" aria-label="Loading" />}
          {state.isError && (
            <Alert color="red" title="This link does not work">
              It may be incomplete or the {name} may have been deleted. Sign in to change your e-mails in Settings.
            </Alert>
          )}
          {state.data?.subscribed && (
            <>
              <Text>
                Stop the e-mails of the {state.data.description} to {link.email}?
              </Text>
              <Button loading={change.isPending} onClick={() => change.mutate(true)}>
                Unsubscribe
              </Button>
            </>
          )}
          {state.data && !state.data.subscribed && (
            <>
              <Text role="status">
                {link.email} no longer gets the e-mails of the {state.data.description}.
              </Text>
              <Button variant="default" loading={change.isPending} onClick={() => change.mutate(false)}>
                Subscribe again
              </Button>
            </>
          )}
          {change.isError && <Alert color="red">That did not work. Please try again.</Alert>}
          <Anchor component={Link} to="/login" size="sm">
            Go to Repute
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
