import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';

/** Spec 001 §9: a copy confirmation lasts 2 s. */
const COPIED_MS = 2000;

/** An address to paste into another tool, wrapped on a phone rather than scrolled, with its Copy button. */
export function CopyableUrl({ label, url }: { label: string; url: string }) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Group gap="xs" align="center" wrap="wrap">
        <Code tabIndex={0} aria-label={label} style={{ overflowWrap: 'anywhere', flex: '1 1 240px' }}>
          {url}
        </Code>
        <CopyButton value={url} timeout={COPIED_MS}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy} aria-label={`Copy ${label}`}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
