import { Button, CopyButton, Modal, Stack, Text, TextInput } from '@mantine/core';

type SignInLinkModalProps = { accountName: string; url: string | null; onClose: () => void };

/** A one-time sign-in link into a child account (decision 0145), to copy and hand on; it works once, soon. */
export function SignInLinkModal({ accountName, url, onClose }: SignInLinkModalProps) {
  return (
    <Modal opened={url !== null} onClose={onClose} title={`Sign-in link for ${accountName}`} centered>
      <Stack gap="sm">
        <Text size="sm">
          Whoever opens this link works in {accountName} as you. It works once, within 5 minutes, and only while you
          stay signed in.
        </Text>
        <TextInput label="Sign-in link" value={url ?? ''} readOnly onFocus={(event) => event.currentTarget.select()} />
        <CopyButton value={url ?? ''}>
          {({ copied, copy }) => (
            <Button onClick={copy} variant={copied ? 'light' : 'filled'}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Modal>
  );
}
