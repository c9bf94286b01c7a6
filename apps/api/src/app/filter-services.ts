import type { AccountsService } from '../modules/accounts';
import { createDateRangesService } from '../modules/date-ranges';
import { createInsightsService } from '../modules/insights';
import { createUserPreferencesRepo, createUserPreferencesService } from '../modules/user-preferences';
import type { Database } from '../platform/db/client';
import { AppError } from '../platform/errors';
import type { createLocationServices } from './location-services';

type LocationServices = ReturnType<typeof createLocationServices>;

/** Whether a call failed because the thing is not there (404), as opposed to any other failure. */
async function exists(check: () => unknown): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return false;
    // Not allowed to look (403): keep the reference rather than drop what the user chose.
    if (error instanceof AppError && error.statusCode === 403) return true;
    throw error;
  }
}

/** Wires the shared filter bar's data (issue 4): saved filters, experience categories, date ranges. */
export function createFilterServices(db: Database, accounts: AccountsService, locationServices: LocationServices) {
  const { locations, groups, sources } = locationServices;
  return {
    userPreferences: createUserPreferencesService({
      repo: createUserPreferencesRepo(db),
      accounts,
      references: {
        existingLocationIds: locations.existingIds,
        groupExists: (caller, id) => exists(() => groups.get(caller, id)),
        sourceExists: (id) => {
          try {
            sources.get(id);
            return true;
          } catch {
            return false;
          }
        },
      },
    }),
    insights: createInsightsService(),
    dateRanges: createDateRangesService(accounts),
  };
}
