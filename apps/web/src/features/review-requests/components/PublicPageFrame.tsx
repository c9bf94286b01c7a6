import { Box, Center, Image, Text } from '@mantine/core';
import type { PublicBrand } from '@repute/domain';
import { type CSSProperties, type ReactNode, useEffect } from 'react';

type PublicPageFrameProps = {
  /** undefined while the page loads: neither look is shown until the account's is known. */
  brand: PublicBrand | undefined;
  /** The tab's title: the business's name, never the product's. */
  title: string;
  children: ReactNode;
};

/** Mantine's primary colour variables, so the page's buttons wear the partner's accent colour. */
const accentVars = (accent: string) =>
  ({
    '--mantine-primary-color-filled': accent,
    '--mantine-primary-color-filled-hover': accent,
    '--mantine-primary-color-light-color': accent,
    '--mantine-primary-color-light': `color-mix(in srgb, ${accent} 12%, transparent)`,
    '--mantine-primary-color-light-hover': `color-mix(in srgb, ${accent} 20%, transparent)`,
  }) as CSSProperties;

/**
 * The frame of a public ask page (decision 0093). A white-label account's pages carry its partner's logo and colours
 * and say nothing of Repute; other accounts' pages end with a small "Powered by Repute".
 */
export function PublicPageFrame({ brand, title, children }: PublicPageFrameProps) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Box mih="100vh" style={brand ? accentVars(brand.accent_color) : undefined}>
      {brand && (
        <Box component="header" bg={brand.background_color} c={brand.text_color} px="md" py="sm" mih={56}>
          {brand.logo_url && <Image src={brand.logo_url} alt="" h={40} w="auto" maw={160} fit="contain" />}
        </Box>
      )}
      {children}
      {brand === null && (
        <Center pb="md">
          <Text size="xs" c="dimmed">
            Powered by Repute
          </Text>
        </Center>
      )}
    </Box>
  );
}
