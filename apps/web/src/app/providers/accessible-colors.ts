import { type CSSVariablesResolver, darken, luminance, type MantineColorsTuple } from '@mantine/core';

/** WCAG 2 AA for body text (1.4.3). */
const AA_TEXT_CONTRAST = 4.5;
const DARKEN_STEP = 0.05;

export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The colour's text ink: its darkest shade, darkened further where needed until it reads at AA on every light
 * background it is put on. Mantine's own shade 9 is too light for that in green, teal, orange and yellow.
 */
export function readableInk(shades: MantineColorsTuple, backgrounds: readonly string[]): string {
  for (let amount = 0; amount < 1; amount += DARKEN_STEP) {
    const ink = amount === 0 ? shades[9] : darken(shades[9], amount);
    if (backgrounds.every((background) => contrastRatio(ink, background) >= AA_TEXT_CONTRAST)) return ink;
  }
  return '#000000';
}

/**
 * The light scheme's text colours made to pass WCAG AA (decision 0025), as tokens rather than per element:
 * dimmed text, error text, and every colour's text, light-variant (badges, alerts) and outline ink, which sit on
 * white, the shell's grey and the colour's own light shades.
 */
export const accessibleColorVariables: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-text)',
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    const ink = readableInk(shades, [theme.white, theme.colors.gray[0], theme.colors.gray[1], shades[1], shades[2]]);
    light[`--mantine-color-${name}-text`] = ink;
    light[`--mantine-color-${name}-light-color`] = ink;
    light[`--mantine-color-${name}-outline`] = ink;
  }
  return { variables: {}, light, dark: {} };
};
