import { DEFAULT_THEME, getPrimaryShade, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessibleColorVariables, contrastRatio, readableInk } from './accessible-colors';
import { theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const light = accessibleColorVariables(merged).light;

describe('accessible colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it("gives every colour a text ink that reads at AA on white, the shell's grey and its own light shades", () => {
    for (const [name, shades] of Object.entries(merged.colors)) {
      const ink = light[`--mantine-color-${name}-light-color`];
      expect(ink, name).toBe(light[`--mantine-color-${name}-text`]);
      for (const background of ['#ffffff', merged.colors.gray[0], merged.colors.gray[1], shades[1], shades[2]]) {
        expect(contrastRatio(ink ?? '', background), `${name} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('keeps a shade 9 that already reads well', () => {
    expect(readableInk(merged.colors.indigo, ['#ffffff'])).toBe(merged.colors.indigo[9]);
  });

  it('dims text with a grey that reads at AA on the lightest backgrounds', () => {
    expect(light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
    expect(contrastRatio(merged.colors.gray[7], merged.colors.gray[1])).toBeGreaterThanOrEqual(4.5);
  });

  it('puts white or black on every filled colour, whichever passes AA', () => {
    const shade = getPrimaryShade(merged, 'light');
    for (const [name, shades] of Object.entries(merged.colors)) {
      const best = Math.max(contrastRatio(shades[shade], '#ffffff'), contrastRatio(shades[shade], '#000000'));
      expect(best, name).toBeGreaterThanOrEqual(4.5);
    }
    // Links and filled primary controls: indigo on white and white on indigo.
    expect(contrastRatio(merged.colors.indigo[shade], merged.colors.gray[0])).toBeGreaterThanOrEqual(4.5);
  });
});
