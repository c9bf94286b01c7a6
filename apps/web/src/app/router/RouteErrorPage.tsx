import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FALLBACK_ERROR_MESSAGE } from '../../shared/ui/messages';

/** Last resort when a screen fails to render or its code cannot be loaded. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="md" maw={480}>
        <Title order={1}>{status ?? 'Error'}</Title>
        <Text ta="center">{FALLBACK_ERROR_MESSAGE}</Text>
        <Button onClick={() => window.location.reload()}>Refresh</Button>
      </Stack>
    </Center>
  );
}
