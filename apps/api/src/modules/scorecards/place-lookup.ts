import type { PlaceSummary } from '@repute/domain';

/** What public data says of a business beyond its summary: what a scorecard of a prospect can grade. */
export type PlaceFacts = PlaceSummary & {
  /** Reviews published in the last 30 days, when the source tells (null: it does not). */
  reviews_last_30_days: number | null;
  /** Photos on its public profile, when the source tells. */
  photo_count: number | null;
};

/**
 * The port a prospect's scorecard reads public data through (decision 0142): find a business by name and address,
 * and the businesses of its kind nearest to it. The sandbox answers offline; the real one is the Google Places
 * (New) client the competitors module brings (Text Search, then Nearby Search of the place's primary type).
 */
export type PlaceLookup = {
  find(query: { name: string; address: string }): Promise<PlaceFacts | null>;
  nearby(place: PlaceFacts, limit: number): Promise<PlaceFacts[]>;
};
