import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { AuthorizationRequest } from '@repute/domain/api-access';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useConsent, useDecideConsent } from '../api-access-api';

const REQUEST_FIELDS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;

/** The authorization request as the client put it in the address (RFC 6749 §4.1.1, RFC 7636 §4.3). */
function requestOf(search: URLSearchParams): AuthorizationRequest {
  const request: AuthorizationRequest = {};
  for (const field of REQUEST_FIELDS) {
    const value = search.get(field);
    if (value !== null) request[field] = value;
  }
  return request;
}

/** The browser leaves the app for the client's redirect URI, with a code or an error. */
const leaveFor = (address: string) => window.location.assign(address);

/**
 * /oauth/authorize (issue 31, decision 0160): the consent screen of the OAuth 2.0 authorization code flow. It names
 * the application and what it asks in plain words; Allow sends the browser back with a code, Deny with
 * access_denied. A request the API finds wrong in a way the client should hear goes back at once.
 */
export function OauthAuthorizePage() {
  const [search] = useSearchParams();
  const request = useMemo(() => requestOf(search), [search]);
  const consent = useConsent(request);
  const decide = useDecideConsent();
  const described = consent.data && 'client_name' in consent.data ? consent.data : null;
  const sendBack = consent.data && 'redirect_to' in consent.data ? consent.data.redirect_to : null;

  useEffect(() => {
    if (sendBack) leaveFor(sendBack);
  }, [sendBack]);

  const answer = async (decision: 'allow' | 'deny') =>
    leaveFor((await decide.mutateAsync({ ...request, decision })).redirect_to);

  return (
    <>
      <PageHeader title="Authorize Application" />
      {(consent.isPending || sendBack) && <PageLoader />}
      {consent.error && <ErrorAlert error={consent.error} />}
      {described && (
        <Paper withBorder radius="md" p="lg" maw={560}>
          <Stack gap="md">
            <Title order={2} size="h3">
              {described.client_name} wants to access your Repute account
            </Title>
            <div>
              <Text>If you allow it, {described.client_name} will be able to:</Text>
              <List mt="xs" spacing={4}>
                {described.scopes.map(({ scope, label }) => (
                  <List.Item key={scope}>{label}</List.Item>
                ))}
              </List>
            </div>
            <Text size="sm" c="dimmed">
              It acts as you and never does more than you may. You will be sent back to{' '}
              <Text span ff="monospace" style={{ wordBreak: 'break-all' }}>
                {described.redirect_uri}
              </Text>
              .
            </Text>
            {decide.error && <ErrorAlert error={decide.error} />}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => answer('deny')} disabled={decide.isPending}>
                Deny
              </Button>
              <Button onClick={() => answer('allow')} loading={decide.isPending}>
                Allow
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </>
  );
}
