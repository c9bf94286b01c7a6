import { Alert, Button, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

type SecretShownOnceProps = {
  label: string;
  secret: string;
  /** What the secret is for, under the warning. */
  children: ReactNode;
  extra?: ReactNode;
  onDone: () => void;
};

/** A token or client secret right after it was made: shown this once, with a copy button (decision 0160). */
export function SecretShownOnce({ label, secret, children, extra, onDone }: SecretShownOnceProps) {
  return (
    <Stack gap="sm">
      <Alert color="yellow" title={`Copy the ${label.toLowerCase()} now`}>
        It is shown only this once. {children}
      </Alert>
      {extra}
      <TextInput label={label} value={secret} readOnly ff="monospace" />
      <Group justify="flex-end">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Copied' : `Copy ${label.toLowerCase()}`}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
