import { sourceByCode } from '@repute/domain';
import type { CompetitorSource } from '../../connectors/competitor-places';

/** The catalogue's source of each competitor source (Google 1, Yelp 3). */
export function competitorSourceIds(codes: readonly CompetitorSource[]) {
  return codes.flatMap((code) => {
    const source = sourceByCode(code);
    return source ? [{ code, id: source.id, name: source.name }] : [];
  });
}
