import { billingRoutes } from '../modules/billing/billing.routes';
import { groupsRoutes } from '../modules/groups/groups.routes';
import { issuesRoutes } from '../modules/issues/issues.routes';
import { locationsRoutes } from '../modules/locations/locations.routes';
import { npiRoutes } from '../modules/npi/npi.routes';
import { referenceRoutes } from '../modules/reference/reference.routes';
import { sourceOverridesRoutes } from '../modules/source-overrides/source-overrides.routes';
import { sourcesRoutes } from '../modules/sources/sources.routes';
import { specialHoursRoutes } from '../modules/special-hours/special-hours.routes';
import { urlsRoutes } from '../modules/urls/urls.routes';
import type { TypedApp } from './routing';
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
