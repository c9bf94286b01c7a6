import type { MentioningReview } from '@repute/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { locationDetailQuery } from '../../shared/entities/locations/locations-api';
import { reviewSourcesQuery } from '../../shared/entities/sources/sources-api';

/** The source catalogue is read whole: it is short, and the same page the locations screens read. */
const SOURCES_PAGE_SIZE = 100;

/**
 * The names of the locations and sources of a page of reviews (the mentions call answers their ids): each
 * location once, from the cache the other screens share.
 */
export function useReviewPlaceNames(reviews: readonly MentioningReview[]) {
  const locationIds = [...new Set(reviews.map((review) => review.location_id))];
  const locations = useQueries({ queries: locationIds.map((id) => locationDetailQuery(id)) });
  const sources = useQuery(reviewSourcesQuery(SOURCES_PAGE_SIZE));
  const locationNames = new Map(locations.flatMap((query) => (query.data ? [[query.data.id, query.data.name]] : [])));
  const sourceNames = new Map((sources.data ?? []).map((source) => [source.id, source.name]));
  return {
    location: (id: number) => locationNames.get(id),
    source: (id: number) => sourceNames.get(id),
  };
}
