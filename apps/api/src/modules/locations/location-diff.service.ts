import { DIFF_MESSAGES, LOCATION_MESSAGES, type LocationDiff } from '@repute/domain';
import type { DirectoryListing, ListingDirectory } from '../../connectors/listing-directory';
import type { Caller } from '../../platform/auth/caller';
import type { UnitOfWork } from '../../platform/db/unit-of-work';
import { unprocessable } from '../../platform/errors';
import type { ListingDataChanged } from '../local-listings';
import { reference } from '../reference';
import type { SpecialHoursService } from '../special-hours';
import { directoryAnswer } from './directory-answer';
import { diffLocation, sourceValues, targetValues } from './location-diff';
import type { LocationRow, LocationValues } from './locations.repo';
import type { LocationsService } from './locations.service';

export type LocationDiffDeps = {
  locations: Pick<LocationsService, 'findRow' | 'applyValues'>;
  specialHours: Pick<SpecialHoursService, 'upcoming' | 'replaceFrom' | 'today'>;
  directory: ListingDirectory;
  unitOfWork: UnitOfWork;
  /** Google's values become the location's: Auto Sync sends them to the other directories (spec 001 §9). */
  listingDataChanged?: ListingDataChanged;
};

/** Sync From Google (spec 001 §4): compare the location with its Google listing, and take Google's values. */
export function createLocationDiffService({
  locations,
  specialHours,
  directory,
  unitOfWork,
  listingDataChanged,
}: LocationDiffDeps) {
  async function listingOf(caller: Caller, row: LocationRow): Promise<DirectoryListing> {
    if (!row.googlePlaceId) throw unprocessable('missing_place_id', DIFF_MESSAGES.noPlaceId);
    const placeId = row.googlePlaceId;
    return directoryAnswer(async () => {
      if (!(await directory.hasIntegration(caller.accountId))) {
        throw unprocessable('no_integration', DIFF_MESSAGES.noIntegration);
      }
      const listing = await directory.findListing(caller.accountId, placeId);
      if (!listing) throw unprocessable('listing_not_found', DIFF_MESSAGES.notFound);
      return listing;
    }, DIFF_MESSAGES.fetchFailed);
  }

  async function compare(caller: Caller, id: number) {
    const row = await locations.findRow(caller, id);
    const listing = await listingOf(caller, row);
    const today = await specialHours.today(caller);
    const target = targetValues(row, await specialHours.upcoming(caller, row.id, today));
    const source = sourceValues(listing, today);
    return { row, listing, today, diff: diffLocation(row.id, target, source) };
  }

  return {
    async get(caller: Caller, id: number): Promise<LocationDiff> {
      return (await compare(caller, id)).diff;
    },

    /** POST /locations/{id}/diff with override: the location takes the listing's values for every changed field. */
    async accept(caller: Caller, id: number): Promise<{ message: string; changed_fields: string[] }> {
      const { row, listing, today, diff } = await compare(caller, id);
      const changed = new Set(diff.changed_fields);
      const values: LocationValues = {};
      if (changed.has('public_name')) values.publicName = listing.public_name;
      if (changed.has('address')) values.address = listing.address;
      if (changed.has('address_2')) values.address2 = listing.address_2;
      if (changed.has('city')) values.city = listing.city;
      if (changed.has('zipcode')) values.zipcode = listing.zipcode;
      if (changed.has('phone')) values.phone = listing.phone;
      if (changed.has('website')) values.website = listing.website;
      if (changed.has('open_status')) values.openStatus = listing.open_status;
      if (changed.has('hours')) values.hours = listing.hours;
      if (changed.has('state_code')) {
        const state =
          listing.state_code && row.countryId
            ? reference.stateByCodeOrName(row.countryId, listing.state_code)
            : undefined;
        values.stateCode = listing.state_code;
        values.state = state?.name ?? listing.state_code;
        values.stateId = state?.id ?? null;
      }
      if (changed.has('category_name')) {
        const category = listing.category_name ? reference.categoryByName(listing.category_name) : undefined;
        values.categoryName = listing.category_name;
        values.categoryId = category?.id ?? null;
      }
      // The location and its holiday hours take Google's values together, or neither does.
      await unitOfWork(async () => {
        if (Object.keys(values).length > 0) await locations.applyValues(caller, row.id, values);
        if (changed.has('special_hours')) {
          await specialHours.replaceFrom(
            caller,
            row.id,
            today,
            listing.special_hours.filter((entry) => entry.start_date >= today),
          );
        }
      });
      await listingDataChanged?.(caller.accountId, [row.id]);
      return { message: LOCATION_MESSAGES.synced, changed_fields: diff.changed_fields };
    },
  };
}

export type LocationDiffService = ReturnType<typeof createLocationDiffService>;
