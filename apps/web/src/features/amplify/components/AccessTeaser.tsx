import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useRequestAmplifyAccess } from '../amplify-api';
import { AMPLIFY_TEXT } from '../amplify-text';

/** Spec 001 §4: the access request's states: idle, requesting, success ('Request sent!'), failure ('Try again'). */
export function AccessTeaser() {
  const request = useRequestAmplifyAccess();
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
        {request.isSuccess ? (
          <Text fw={700} role="status">
            {AMPLIFY_TEXT.requestSent}
          </Text>
        ) : (
          <Button w="fit-content" loading={request.isPending} onClick={() => request.mutate()}>
            {request.isError ? AMPLIFY_TEXT.tryAgain : AMPLIFY_TEXT.requestAccess}
          </Button>
        )}
        {request.isError && (
          <Alert color="red" role="alert">
            {AMPLIFY_TEXT.requestError}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
