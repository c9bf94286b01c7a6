import { Alert, Button, Group, Text } from '@mantine/core';
import { useReducer } from 'react';
import { previewDismissalCookie, previewDismissed } from '../preview-cookie';

type GooglePostsPreviewProps = { onShowMe: () => void };

/** The Google Posts feature preview (spec 001 §2): 'Got It' and 'Show Me' both put it away for 365 days. */
export function GooglePostsPreview({ onShowMe }: GooglePostsPreviewProps) {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  if (previewDismissed(document.cookie)) return null;
  const dismiss = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the spec asks for a cookie; the Cookie Store API is async and not in every browser we serve
    document.cookie = previewDismissalCookie(window.location.protocol === 'https:');
    rerender();
  };
  return (
    <Alert variant="light" title="New: Google Posts" mb="sm" role="region">
      <Text size="sm">
        Share an update, an offer or an event on the Google profiles of your locations, all at once. A report is
        e-mailed to you when the post is done.
      </Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" variant="default" onClick={dismiss}>
          Got It
        </Button>
        <Button
          size="xs"
          onClick={() => {
            dismiss();
            onShowMe();
          }}
        >
          Show Me
        </Button>
      </Group>
    </Alert>
  );
}
