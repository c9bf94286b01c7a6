import type { PgBoss } from 'pg-boss';
import type { Connectors } from '../connectors/connectors';
import type { Database } from '../db/client';
import type { AccountsService } from '../modules/accounts/accounts.service';
import { createBillingService } from '../modules/billing/billing.service';
import { createGroupsRepo } from '../modules/groups/groups.repo';
import { createGroupsService } from '../modules/groups/groups.service';
import { createIssuesService } from '../modules/issues/issues.service';
import { createLocationDiffService } from '../modules/locations/location-diff.service';
import { createLocationsRepo } from '../modules/locations/locations.repo';
import { createLocationsService } from '../modules/locations/locations.service';
import { createNpiService } from '../modules/npi/npi.service';
import { createReferenceService } from '../modules/reference/reference.service';
import { createReviewSyncRepo } from '../modules/review-sync/review-sync.repo';
import { createReviewSyncRequests } from '../modules/review-sync/review-sync.requests';
import { createSourceOverridesRepo } from '../modules/source-overrides/source-overrides.repo';
import { createSourceOverridesService } from '../modules/source-overrides/source-overrides.service';
import { createSourcesService } from '../modules/sources/sources.service';
import { createSpecialHoursRepo } from '../modules/special-hours/special-hours.repo';
import { createSpecialHoursService } from '../modules/special-hours/special-hours.service';
import { createUrlsRepo } from '../modules/urls/urls.repo';
import { createUrlsService } from '../modules/urls/urls.service';

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
