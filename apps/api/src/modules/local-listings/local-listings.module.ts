import { AUTO_SYNC_DELAY_MS } from '@repute/domain';
import type { PgBoss } from 'pg-boss';
import { defineModule } from '../../platform/modules/module-definition';
import { createListingEngine, type ListingEngineDeps } from './listing-engine';
import { createListingSync } from './listing-sync';
import { createAutoSyncRequests, enqueueScan, LOCAL_LISTING_QUEUES, workLocalListings } from './local-listings.jobs';
import { createLocalListingsRepo } from './local-listings.repo';
import { localListingsRoutes } from './local-listings.routes';
import { createLocalListingsService, type LocalListingsDeps } from './local-listings.service';

type Deps = Pick<ListingEngineDeps, 'directories' | 'linkedPages' | 'emitWebhook'> &
  Pick<LocalListingsDeps, 'settingOn'> & { boss: PgBoss };

export const localListingsModule = defineModule({
  name: 'local-listings',
  createRepos: (db) => createLocalListingsRepo(db),
  createServices: (repo, deps: Deps) => {
    const engine = createListingEngine({ ...deps, repo });
    return {
      localListings: createLocalListingsService({
        repo,
        engine,
        settingOn: deps.settingOn,
        requestScan: (accountId, locationIds) => enqueueScan(deps.boss, accountId, locationIds),
      }),
      /** Edits of a location's listing data are sent to the directories by Auto Sync, after a quiet time. */
      listingDataChanged: createAutoSyncRequests(repo, deps.boss, AUTO_SYNC_DELAY_MS / 1000),
      /** Which listings were in sync on a day: Location Performance's LLHealth. */
      listingSync: createListingSync({ repo, engine }),
      /** The account's locations a filter (ids, a group) picks: Google posts go to them. */
      matchingLocations: repo.locations,
    };
  },
  routes: (app, { localListings }) => localListingsRoutes(app, localListings),
  queues: LOCAL_LISTING_QUEUES,
  // Scans several times a day and on demand, due changes every minute, Auto Sync.
  jobHandlers: (boss, { repos, deps }) => workLocalListings(boss, createListingEngine({ ...deps, repo: repos }), repos),
});
