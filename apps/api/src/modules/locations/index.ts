export { createLocationDiffService } from './location-diff.service';
export { locationsCsv } from './locations.csv';
export { createLocationsRepo } from './locations.repo';
export { locationsRoutes } from './locations.routes';
export { createLocationsService, type LocationsService } from './locations.service';
