import { CHART_COLORS } from '@repute/domain/metrics';

/**
 * The five chart colors (spec 000 §9) are defined once in the domain, where the API also paints the pie's
 * slices with them; this names what each series of the monthly chart is drawn in. Positive and negative
 * are the green and the red, and the rating line the blue, so the three never share a hue.
 */
export const SERIES_COLORS = {
  rating: CHART_COLORS[0],
  positive: CHART_COLORS[1],
  negative: CHART_COLORS[3],
} as const;
