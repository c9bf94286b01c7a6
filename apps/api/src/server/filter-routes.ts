import { dateRangesRoutes } from '../modules/date-ranges/date-ranges.routes';
import { insightsRoutes } from '../modules/insights/insights.routes';
import { userPreferencesRoutes } from '../modules/user-preferences/user-preferences.routes';
import type { TypedApp } from './routing';
import type { Services } from './services';

/** Routes of the shared filter bar (issue 4). */
export function filterRoutes(routes: TypedApp, services: Services): void {
  userPreferencesRoutes(routes, services.userPreferences);
  insightsRoutes(routes, services.insights);
  dateRangesRoutes(routes, services.dateRanges);
}
