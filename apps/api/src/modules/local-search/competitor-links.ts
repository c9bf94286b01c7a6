/**
 * Where a business that outranks a location is a competitor the account tracks in Competitors (issue 28), the link to
 * open it there. Competitors' tables are not on this branch yet: until they are, no business is a tracked competitor
 * and the lookup answers none (decision 0138); the merge wires Competitors' read in its place.
 */
export type CompetitorLinks = {
  /** For each place id the account tracks as a competitor, the screen that shows it. */
  linksOf(accountId: number, placeIds: readonly string[]): Promise<Map<string, string>>;
};

export const noCompetitorLinks: CompetitorLinks = {
  linksOf: async () => new Map(),
};

/** The Competitors screen a tracked competitor opens (spec 000 §2 /competitors/locations). */
export const COMPETITOR_LOCATIONS_PATH = '/competitors/locations';
