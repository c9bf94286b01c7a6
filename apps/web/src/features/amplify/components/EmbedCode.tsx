import { Button, Code, CopyButton, Stack, Text } from '@mantine/core';
import { type WidgetType, widgetEmbedCode } from '@repute/domain/widgets';

/** Spec 001 §9: a copy confirmation lasts 2 s. */
const COPIED_MS = 2000;

/** The code to paste into a site: the placeholder reserving the height, the no-script link and the loader. */
export function EmbedCode({ widget }: { widget: { public_key: string; widget_type: WidgetType } }) {
  const code = widgetEmbedCode(window.location.origin, widget);
  return (
    <Stack gap="xs">
      <Text fw={600}>Embed code</Text>
      {/* Wrapped, not scrolled sideways, on a phone: Copy embed code copies it as it is. */}
      <Code
        block
        data-testid="embed-code"
        tabIndex={0}
        aria-label="Embed code"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {code}
      </Code>
      <CopyButton value={code} timeout={COPIED_MS}>
        {({ copied, copy }) => (
          <Button w="fit-content" variant="light" onClick={copy}>
            {copied ? 'Copied' : 'Copy embed code'}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
