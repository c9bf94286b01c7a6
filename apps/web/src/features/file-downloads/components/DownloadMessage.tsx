import { Stack, Text, Title } from '@mantine/core';

type DownloadMessageProps = { title: string; children?: string };

/** One state of the download page: a heading and, when there is more to say, a sentence. */
export function DownloadMessage({ title, children }: DownloadMessageProps) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children && <Text>{children}</Text>}
    </Stack>
  );
}
