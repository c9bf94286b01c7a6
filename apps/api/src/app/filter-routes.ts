import { dateRangesRoutes } from '../modules/date-ranges';
import { insightsRoutes } from '../modules/insights';
import { userPreferencesRoutes } from '../modules/user-preferences';
import type { TypedApp } from '../platform/http/routing';
import type { Services } from './services';

/** Routes of the shared filter bar (issue 4). */
export function filterRoutes(routes: TypedApp, services: Services): void {
  userPreferencesRoutes(routes, services.userPreferences);
  insightsRoutes(routes, services.insights);
  dateRangesRoutes(routes, services.dateRanges);
}
