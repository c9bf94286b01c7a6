import { Box, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

/**
 * The server's widget fragment in a shadow root, as the loader renders it on a site: the app's styles cannot
 * reach it, so the preview is faithful.
 */
export function ShadowPreview({
  html,
  height,
  width,
  label,
}: {
  html: string;
  height: number;
  width: number;
  label: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    root.innerHTML = html;
  }, [html]);
  return (
    <Box>
      <Text size="sm" fw={600} mb={4}>
        {label}
      </Text>
      <Box maw="100%" style={{ overflowX: 'auto' }}>
        <div ref={host} data-testid={`preview-${width}`} style={{ display: 'block', width, height }} />
      </Box>
    </Box>
  );
}
