import type { createCompetitorsRepo } from './competitors.repo';

/** The Competitors screen a tracked competitor opens (spec 000 §2 /competitors/locations), on its location. */
const COMPETITOR_LOCATIONS_PATH = '/competitors/locations';

/**
 * For Local Search (issue 29): of the businesses that outrank a location, those the account tracks as approved
 * competitors, each with the Competitors screen that shows it.
 */
export function createCompetitorLinks(repo: Pick<ReturnType<typeof createCompetitorsRepo>, 'trackedPlaces'>) {
  return {
    async linksOf(accountId: number, placeIds: readonly string[]): Promise<Map<string, string>> {
      const tracked = await repo.trackedPlaces(accountId, placeIds);
      return new Map(
        tracked.map((row) => [row.google_place_id, `${COMPETITOR_LOCATIONS_PATH}?location_ids=${row.location_id}`]),
      );
    },
  };
}
