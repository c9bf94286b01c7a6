import { CHART_COLORS } from '@repute/domain/metrics';
import { describe, expect, it } from 'vitest';
import { SERIES_COLORS } from './chart-colors';

/** WCAG relative luminance of a #RRGGBB color. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

const contrastOnWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('chart colors', () => {
  it('are five, all different', () => {
    expect(CHART_COLORS).toHaveLength(5);
    expect(new Set(CHART_COLORS).size).toBe(5);
  });

  it.each(CHART_COLORS)('%s has at least 3:1 contrast on white (WCAG 1.4.11)', (color) => {
    expect(contrastOnWhite(color)).toBeGreaterThanOrEqual(3);
  });

  it('draws positive, negative and rating in three of the five', () => {
    expect(new Set(Object.values(SERIES_COLORS)).size).toBe(3);
    for (const color of Object.values(SERIES_COLORS)) expect(CHART_COLORS).toContain(color);
  });
});
