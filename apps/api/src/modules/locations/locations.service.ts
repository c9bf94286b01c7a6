import {
  DIFF_MESSAGES,
  type ListingEligibility,
  LOCATION_MESSAGES,
  type Location,
  type LocationInput,
  type LocationsQuery,
  pageWindow,
  TRIAL_LOCATION_LIMIT,
} from '@repute/domain';
import type { ListingDirectory } from '../../connectors/listing-directory';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { notFound, unprocessable } from '../../platform/errors';
import type { AccountsService } from '../accounts';
import type { ListingDataChanged } from '../local-listings';
import { directoryAnswer } from './directory-answer';
import { resolveLocationInput } from './locations.input';
import { seesPlaceId, toLocation } from './locations.mapper';
import type { LocationRow, LocationsRepo, LocationValues } from './locations.repo';

export type LocationsDeps = {
  repo: LocationsRepo;
  /** False when BILLING=off: a trial's location cap does not apply (decision 0134). */
  trialRulesApply?: boolean;
  accounts: Pick<AccountsService, 'settingOn' | 'ownAccount'>;
  directory: ListingDirectory;
  /** Auto Sync's notice of an edit to listing data (modules/local-listings): sent 30 minutes after the last one. */
  listingDataChanged?: ListingDataChanged;
  /** Starts fetching a new location's Google reviews where that needs no link to its page (modules/review-sync). */
  fetchGoogleReviewsOf?: (accountId: number, locationId: number) => Promise<unknown>;
  /** The subscription bills per location (modules/billing): told after a location is added or deleted. */
  locationCountChanged?: (accountId: number) => Promise<unknown>;
};

export function createLocationsService({
  repo,
  accounts,
  directory,
  listingDataChanged,
  fetchGoogleReviewsOf,
  locationCountChanged,
  trialRulesApply = true,
}: LocationsDeps) {
  async function findRow(caller: Caller, id: number): Promise<LocationRow> {
    const row = await repo.find(caller.accountId, id);
    if (!row) throw notFound('Location not found');
    return row;
  }

  async function present(caller: Caller, row: LocationRow): Promise<Location> {
    const groups = await repo.groupIdsOf(caller.accountId, [row.id]);
    return toLocation(row, groups.get(row.id) ?? [], caller);
  }

  return {
    findRow,

    async list(caller: Caller, query: LocationsQuery) {
      const accountId = await accountInScope(caller, query.account_id);
      const { rows, total } = await repo.list(accountId, query, pageWindow(query));
      return { rows: rows.map((row) => toLocation(row, row.groupIds, caller)), total };
    },

    async get(caller: Caller, id: number): Promise<Location> {
      return present(caller, await findRow(caller, id));
    },

    /** Spec 001 §6: the prevent_location_additions setting and the trial's location cap. */
    async create(caller: Caller, input: LocationInput): Promise<Location> {
      await accountInScope(caller, input.account_id);
      if (await accounts.settingOn(caller.accountId, 'prevent_location_additions')) {
        throw unprocessable('location_additions_prevented', LOCATION_MESSAGES.additionsPrevented);
      }
      const account = await accounts.ownAccount(caller);
      const capped = trialRulesApply && account.status === 'trial';
      if (capped && (await repo.count(caller.accountId)) >= TRIAL_LOCATION_LIMIT) {
        throw unprocessable('trial_location_limit', LOCATION_MESSAGES.trialLimitReached);
      }
      const values = resolveLocationInput(input, undefined, { maySetPlaceId: seesPlaceId(caller) });
      const row = await repo.insert(caller.accountId, values);
      await fetchGoogleReviewsOf?.(caller.accountId, row.id);
      await locationCountChanged?.(caller.accountId);
      return present(caller, row);
    },

    async patch(caller: Caller, id: number, input: LocationInput): Promise<Location> {
      await accountInScope(caller, input.account_id);
      const existing = await findRow(caller, id);
      const values = resolveLocationInput(input, existing, { maySetPlaceId: seesPlaceId(caller) });
      const row = await repo.update(caller.accountId, id, values);
      if (!row) throw notFound('Location not found');
      await listingDataChanged?.(caller.accountId, [row.id]);
      return present(caller, row);
    },

    /** Writes values a sync brought in (no permission check of its own: callers check location update). */
    async applyValues(caller: Caller, id: number, values: LocationValues) {
      const row = await repo.update(caller.accountId, id, values);
      if (!row) throw notFound('Location not found');
      return row;
    },

    /** Spec 001 §5 "Deletion" and §6: never the last location; the prevent_location_deletions setting blocks. */
    async remove(caller: Caller, id: number): Promise<{ id: number; name: string; message: string }> {
      const existing = await findRow(caller, id);
      if (await accounts.settingOn(caller.accountId, 'prevent_location_deletions')) {
        throw unprocessable('location_deletions_prevented', LOCATION_MESSAGES.deletionsPrevented);
      }
      if ((await repo.count(caller.accountId)) <= 1)
        throw unprocessable('last_location', LOCATION_MESSAGES.lastLocation);
      const row = await repo.remove(caller.accountId, existing.id);
      if (!row) throw notFound('Location not found');
      await locationCountChanged?.(caller.accountId);
      return { ...row, message: LOCATION_MESSAGES.deleted(row.name) };
    },

    /** GET /local_listings/eligible_locations/{id}: whether Auto Sync can publish this location. */
    async eligibility(caller: Caller, id: number, accountId?: number): Promise<ListingEligibility> {
      await accountInScope(caller, accountId);
      const row = await findRow(caller, id);
      const notEligible = (status_reason: string): ListingEligibility => ({
        location_id: row.id,
        status: 'not_eligible',
        status_reason,
      });
      if (!(await accounts.settingOn(caller.accountId, 'local_listings'))) {
        return notEligible('Local Listings is not enabled for this account');
      }
      const listing = await directoryAnswer(async () => {
        if (!(await directory.hasIntegration(caller.accountId))) return 'no_integration' as const;
        return row.googlePlaceId ? directory.findListing(caller.accountId, row.googlePlaceId) : undefined;
      });
      if (listing === 'no_integration') return notEligible(DIFF_MESSAGES.noIntegration);
      if (!listing) return notEligible(DIFF_MESSAGES.notFound);
      return {
        location_id: row.id,
        status: row.status === 'published' ? 'published' : 'eligible_not_published',
        status_reason: null,
      };
    },

    existingIds: repo.existingIds,
    listingStates: repo.listingStates,
    count: repo.count,
    placeIds: repo.placeIds,
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
