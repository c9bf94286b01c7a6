import { randomBytes } from 'node:crypto';
import {
  gradeScorecard,
  type PlaceSummary,
  type ScorecardFacts,
  type ScorecardGrade,
  type ScorecardStandards,
} from '@repute/domain';
import type { StoredCompetitor } from '../../platform/db/schema';
import type { PlaceFacts, PlaceLookup } from './place-lookup';

/** The competitors a prospect is compared with: the nearest of its kind. */
export const SCORECARD_COMPETITORS = 3;

/** What public data can grade: no replies or listings are public, so those standards stay unknown. */
function publicFacts(place: PlaceFacts): ScorecardFacts {
  return {
    monthly_reviews: place.reviews_last_30_days,
    avg_rating: place.rating,
    negative_replies: null,
    listings_in_sync: null,
    photos: place.photo_count,
  };
}

const summaryOf = ({ place_id, name, address, rating, review_count }: PlaceFacts): PlaceSummary => ({
  place_id,
  name,
  address,
  rating,
  review_count,
});

export type GradedProspect = { place: PlaceSummary | null; scorecard: ScorecardGrade; competitors: StoredCompetitor[] };

/** Looks the prospect up in public data and grades it and its nearest competitors by the standards. */
export async function gradeProspect(
  places: PlaceLookup,
  standards: ScorecardStandards,
  prospect: { name: string; address: string },
): Promise<GradedProspect> {
  const place = await places.find(prospect);
  if (!place) return { place: null, scorecard: { grade: null, passed: 0, measured: 0, results: [] }, competitors: [] };
  const nearby = await places.nearby(place, SCORECARD_COMPETITORS);
  return {
    place: summaryOf(place),
    scorecard: gradeScorecard(standards, publicFacts(place)),
    competitors: nearby.map((competitor) => {
      const { grade, passed, measured } = gradeScorecard(standards, publicFacts(competitor));
      return { ...summaryOf(competitor), grade, passed, measured };
    }),
  };
}

/** The public page's key: 18 random bytes, URL-safe; nobody can guess another's. */
export const newPublicId = () => randomBytes(18).toString('base64url');
