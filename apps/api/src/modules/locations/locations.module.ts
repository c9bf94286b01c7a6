import type { ListingDirectory } from '../../connectors/listing-directory';
import type { UnitOfWork } from '../../platform/db/unit-of-work';
import { defineModule } from '../../platform/modules/module-definition';
import type { SpecialHoursService } from '../special-hours';
import { createLocationDiffService } from './location-diff.service';
import { createLocationsRepo } from './locations.repo';
import { locationsRoutes } from './locations.routes';
import { createLocationsService } from './locations.service';

type LocationsDeps = Omit<Parameters<typeof createLocationsService>[0], 'repo'> & {
  directory: ListingDirectory;
  unitOfWork: UnitOfWork;
};

export const locationsModule = defineModule({
  name: 'locations',
  createRepos: (db) => createLocationsRepo(db),
  /** Accounts show their location counts; accounts is built before locations. */
  reads: (repo) => ({ countsByAccount: repo.countsByAccount }),
  createServices: (repo, deps: LocationsDeps) => ({ locations: createLocationsService({ ...deps, repo }) }),
  // Sync From Google writes special hours, whose module is built on the locations service: it comes late.
  routes: (app, { locations }, { deps, late }: { deps: LocationsDeps; late: { specialHours: SpecialHoursService } }) =>
    locationsRoutes(
      app,
      locations,
      createLocationDiffService({
        locations,
        specialHours: late.specialHours,
        directory: deps.directory,
        unitOfWork: deps.unitOfWork,
        listingDataChanged: deps.listingDataChanged,
      }),
    ),
});
