import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { FALLBACK_ERROR_MESSAGE } from '../../../shared/ui/messages';

/** /error?statusCode=..&message=..: what went wrong, with the fallback text when nothing was said. */
export function ErrorPage() {
  const [params] = useSearchParams();
  const statusCode = params.get('statusCode');
  const message = params.get('message') || FALLBACK_ERROR_MESSAGE;
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="md" maw={520}>
        <ThemeIcon size={64} radius="xl" color="red" variant="light" aria-hidden>
          <IconAlertTriangle size={34} />
        </ThemeIcon>
        <Title order={1} ta="center">
          {statusCode ? `Error ${statusCode}` : 'Error'}
        </Title>
        <Text ta="center" size="lg" role="alert">
          {message}
        </Text>
        <Group>
          <Button component={Link} to="/">
            Go to home page
          </Button>
          <Button variant="default" onClick={() => window.location.reload()}>
            Refresh
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
