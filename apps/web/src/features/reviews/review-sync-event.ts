import { countOf } from '../../shared/lib/count-format';
/**
 * How many reviews a REVIEWS_SYNCED event brought (its `created`); 0 when it only carried edits and removals,
 * or when the payload is not what the server sends (events are untyped on the wire).
 */
export function createdCount(payload: unknown): number {
  if (!payload || typeof payload !== 'object') return 0;
  const created = (payload as { created?: unknown }).created;
  return typeof created === 'number' && Number.isInteger(created) && created > 0 ? created : 0;
}

export function newReviewsText(count: number): string {
  return `${countOf(count, 'new review', 'new reviews')} arrived.`;
}
