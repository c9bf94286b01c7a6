import { DIFF_FIELDS, type DiffField, type LocationDiff, type SpecialHours, sameListingValue } from '@repute/domain';
import type { DirectoryListing, DirectorySpecialHours } from '../../connectors/listing-directory';
import type { LocationRow } from './locations.repo';

type Comparable = Record<DiffField, unknown>;

function specialHoursOf(entries: (SpecialHours | DirectorySpecialHours)[]): DirectorySpecialHours[] {
  return entries
    .map((entry) => ({
      start_date: entry.start_date,
      closed: entry.closed,
      is_24_hours: entry.is_24_hours,
      hours: entry.hours.map((range) => ({ open_time: range.open_time, close_time: range.close_time })),
    }))
    .sort((a, b) => a.start_date.localeCompare(b.start_date));
}

/** The location as Sync From Google compares it (target). */
export function targetValues(row: LocationRow, upcoming: SpecialHours[]): Comparable {
  return {
    public_name: row.publicName,
    address: row.address,
    address_2: row.address2,
    city: row.city,
    state_code: row.stateCode,
    zipcode: row.zipcode,
    phone: row.phone,
    website: row.website,
    category_name: row.categoryName,
    open_status: row.openStatus,
    hours: row.hours,
    special_hours: specialHoursOf(upcoming),
  };
}

/** The directory listing as compared (source); special hours before `today` are not synced. */
export function sourceValues(listing: DirectoryListing, today: string): Comparable {
  return {
    public_name: listing.public_name,
    address: listing.address,
    address_2: listing.address_2,
    city: listing.city,
    state_code: listing.state_code,
    zipcode: listing.zipcode,
    phone: listing.phone,
    website: listing.website,
    category_name: listing.category_name,
    open_status: listing.open_status,
    hours: listing.hours,
    special_hours: specialHoursOf(listing.special_hours.filter((entry) => entry.start_date >= today)),
  };
}

/** Spec 001 §3 "Location diff": the fields that differ, with the location's and the directory's values. */
export function diffLocation(locationId: number, target: Comparable, source: Comparable): LocationDiff {
  const changed = DIFF_FIELDS.filter((field) => !sameListingValue(field, target[field], source[field]));
  const pick = (values: Comparable) => Object.fromEntries(changed.map((field) => [field, values[field] ?? null]));
  return { location_id: locationId, changed_fields: changed, target: pick(target), source: pick(source) };
}
