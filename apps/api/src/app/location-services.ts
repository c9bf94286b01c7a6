import type { PgBoss } from 'pg-boss';
import type { Connectors } from '../connectors/connectors';
import type { AccountsService } from '../modules/accounts';
import { createBillingService } from '../modules/billing';
import { createGroupsRepo, createGroupsService } from '../modules/groups';
import { createIssuesService } from '../modules/issues';
import { createLocationDiffService, createLocationsRepo, createLocationsService } from '../modules/locations';
import { createNpiService } from '../modules/npi';
import { createReferenceService } from '../modules/reference';
import { createReviewSyncRepo, createReviewSyncRequests } from '../modules/review-sync';
import { createSourceOverridesRepo, createSourceOverridesService } from '../modules/source-overrides';
import { createSourcesService } from '../modules/sources';
import { createSpecialHoursRepo, createSpecialHoursService } from '../modules/special-hours';
import { createUrlsRepo, createUrlsService } from '../modules/urls';
import type { Database } from '../platform/db/client';

/** Wires location management (issue 3): locations, groups, holiday hours, reference data, sources, NPI. */
export function createLocationServices(db: Database, accounts: AccountsService, connectors: Connectors, boss: PgBoss) {
  const locations = createLocationsService({
    repo: createLocationsRepo(db),
    accounts,
    directory: connectors.directory,
  });
  const existingLocationIds = locations.existingIds;
  const reviewSyncRepo = createReviewSyncRepo(db);
  const syncRequests = createReviewSyncRequests(reviewSyncRepo, boss, connectors.reviews);
  const specialHours = createSpecialHoursService({ repo: createSpecialHoursRepo(db), accounts, existingLocationIds });
  return {
    locations,
    locationDiff: createLocationDiffService({ locations, specialHours, directory: connectors.directory }),
    specialHours,
    groups: createGroupsService({ repo: createGroupsRepo(db), existingLocationIds }),
    reference: createReferenceService(connectors.directory),
    sources: createSourcesService(),
    urls: createUrlsService({
      repo: createUrlsRepo(db),
      syncStates: reviewSyncRepo,
      existingLocationIds,
      requestSync: (caller, key) =>
        syncRequests.request(caller, { location_id: key.locationId, source_id: key.sourceId, full: true }),
    }),
    sourceOverrides: createSourceOverridesService({ repo: createSourceOverridesRepo(db), existingLocationIds }),
    issues: createIssuesService(locations),
    billing: createBillingService(accounts),
    npi: createNpiService(connectors.npi),
  };
}
