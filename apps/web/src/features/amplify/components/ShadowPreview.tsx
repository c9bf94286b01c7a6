import { Box, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useRef } from 'react';

/** What the embed's loader runs on its fragment (the carousel's buttons); answers how to stop it. */
export type Enhance = (root: ShadowRoot) => () => void;

/**
 * The server's widget fragment in a shadow root, enhanced by the loader's own code, as the loader renders it on
 * a site: the app's styles cannot reach it, so the preview is faithful. It is laid out at its width (a desktop
 * or a phone) and scaled down to fit a narrower frame, so the page never scrolls sideways.
 */
export function ShadowPreview({
  html,
  height,
  width,
  label,
  enhance,
}: {
  html: string;
  height: number;
  width: number;
  label: string;
  enhance?: Enhance;
}) {
  const host = useRef<HTMLDivElement>(null);
  const frame = useElementSize();
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    root.innerHTML = html;
    return enhance?.(root);
  }, [html, enhance]);
  // Until the frame is measured (0) the scale is unknown: the preview waits unseen rather than flash at full size
  // past the edge of a narrow window.
  const measured = frame.width > 0;
  const scale = measured ? Math.min(1, frame.width / width) : 1;
  return (
    <Box>
      <Text size="sm" fw={600} mb={4}>
        {label}
        {scale < 1 && ` (shown at ${Math.round(scale * 100)}%)`}
      </Text>
      {/* The preview is out of flow (absolute), so its width never widens the column it sits in. */}
      <Box
        ref={frame.ref}
        data-testid={`preview-frame-${width}`}
        pos="relative"
        w="100%"
        style={{ height: height * scale, overflow: 'hidden' }}
      >
        <div
          ref={host}
          data-testid={`preview-${width}`}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            display: 'block',
            width,
            height,
            transform: `scale(${scale})`,
            transformOrigin: 'top left',
            visibility: measured ? 'visible' : 'hidden',
          }}
        />
      </Box>
    </Box>
  );
}
