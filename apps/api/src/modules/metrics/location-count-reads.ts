import type { LocationCountsRepo } from './location-counts.repo';

/**
 * The review counts of locations, groups and verticals that Location Performance scores (docs/scoring.md): the
 * reads of this module's tables another module may make, without its repo.
 */
export function createLocationCountReads(repo: LocationCountsRepo) {
  return {
    countsByWindow: repo.countsByWindow,
    firstMonth: repo.firstMonth,
    locations: repo.locations,
    groups: repo.groups,
    verticalAccountCounts: repo.verticalAccountCounts,
    verticalAccountTotal: repo.verticalAccountTotal,
  };
}

export type LocationCountReads = ReturnType<typeof createLocationCountReads>;
