import { billingRoutes } from '../modules/billing';
import { groupsRoutes } from '../modules/groups';
import { issuesRoutes } from '../modules/issues';
import { locationsRoutes } from '../modules/locations';
import { npiRoutes } from '../modules/npi';
import { referenceRoutes } from '../modules/reference';
import { sourceOverridesRoutes } from '../modules/source-overrides';
import { sourcesRoutes } from '../modules/sources';
import { specialHoursRoutes } from '../modules/special-hours';
import { urlsRoutes } from '../modules/urls';
import type { TypedApp } from '../platform/http/routing';
import type { Services } from './services';

/** Routes of location management (issue 3). */
export function locationRoutes(routes: TypedApp, services: Services): void {
  locationsRoutes(routes, services.locations, services.locationDiff);
  specialHoursRoutes(routes, services.specialHours);
  groupsRoutes(routes, services.groups);
  referenceRoutes(routes, services.reference);
  sourcesRoutes(routes, services.sources);
  urlsRoutes(routes, services.urls);
  sourceOverridesRoutes(routes, services.sourceOverrides);
  issuesRoutes(routes, services.issues);
  billingRoutes(routes, services.billing);
  npiRoutes(routes, services.npi);
}
