/** A part of a whole as a whole percentage; nothing of nothing is 0%. */
export function shareOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/** Spec 001 §9: average rating shown with 2 decimals; no rated review shows a dash. */
export function formatAverageRating(value: number | null): string {
  return value === null ? '—' : value.toFixed(2);
}
