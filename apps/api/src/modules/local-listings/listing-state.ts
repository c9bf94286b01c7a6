import {
  changedListingFields,
  DIFF_FIELDS,
  DIRECTORY_CODES,
  type DiffField,
  type DirectoryCode,
  type DirectoryEntry,
  directoryStatusOf,
  type IntegrationState,
  type ListingLocation,
  locationStatusOf,
  SOURCES,
  shownDirectoryStatus,
} from '@repute/domain';
import type { ListingValues } from '../../connectors/listing-directories';
import type { ListingDirectoryRow, ListingLocationRow, OverrideRow, SpecialHoursRow } from './local-listings.repo';

const SOURCE_BY_DIRECTORY = new Map(
  SOURCES.filter((source) => source.directory_code).map((source) => [source.directory_code as DirectoryCode, source]),
);
export const sourceOfDirectory = (code: DirectoryCode) => {
  const source = SOURCE_BY_DIRECTORY.get(code);
  if (!source) throw new Error(`no source for directory ${code}`);
  return source;
};

/** The directories' facts the engine asked their clients for, per account (integration) and per directory. */
export type DirectoryFacts = {
  code: DirectoryCode;
  publishable: boolean;
  unavailableReason: string | null;
  integration: IntegrationState;
};

/** A location with what the listings engine reads beside it. */
export type LocationBundle = {
  location: ListingLocationRow;
  directories: ListingDirectoryRow[];
  overrides: OverrideRow[];
  specialHours: SpecialHoursRow[];
};

const overrideOf = (bundle: LocationBundle, code: DirectoryCode) =>
  bundle.overrides.find((candidate) => candidate.sourceId === sourceOfDirectory(code).id) ?? null;

/** The directory's own publishing switch (decision 0097): on unless its override turns it off. */
export const directoryEnabled = (bundle: LocationBundle, code: DirectoryCode) =>
  overrideOf(bundle, code)?.enabled ?? true;

/** What Repute wants a directory to show: the location's data, the directory's own phone and website, holiday hours. */
export function desiredListing(bundle: LocationBundle, code: DirectoryCode): ListingValues {
  const { location } = bundle;
  const override = overrideOf(bundle, code);
  return {
    public_name: location.publicName,
    address: location.address,
    address_2: location.address2,
    city: location.city,
    state_code: location.stateCode,
    zipcode: location.zipcode,
    phone: override?.phone || location.phone,
    website: override?.website || location.website,
    category_name: location.categoryName,
    open_status: location.openStatus,
    hours: location.hours,
    special_hours: bundle.specialHours.map((entry) => ({
      start_date: entry.startDate,
      closed: entry.closed,
      is_24_hours: entry.is24Hours,
      hours: entry.hours.map((range) => ({ open_time: range.open_time, close_time: range.close_time })),
    })),
  };
}

/**
 * The scan kept to the fields compared, holiday hours from `today` on (earlier ones are not synced). A field the
 * scan does not hold at all (the directory has no such field, decision 0088) is left out, not read as empty.
 */
export function comparableScan(scanned: Record<string, unknown>, today: string): Record<string, unknown> {
  const held = DIFF_FIELDS.filter((field) => field in scanned);
  const special = Array.isArray(scanned.special_hours) ? (scanned.special_hours as { start_date: string }[]) : [];
  return {
    ...Object.fromEntries(held.map((field) => [field, scanned[field] ?? null])),
    ...(held.includes('special_hours')
      ? {
          special_hours: special
            .filter((entry) => entry.start_date >= today)
            .sort((a, b) => a.start_date.localeCompare(b.start_date)),
        }
      : {}),
  };
}

export function changedFieldsOf(
  bundle: LocationBundle,
  row: Pick<ListingDirectoryRow, 'directoryCode' | 'scanned'> | undefined,
  today: string,
) {
  if (!row?.scanned) return [] as DiffField[];
  const scan = comparableScan(row.scanned, today);
  const desired = desiredListing(bundle, row.directoryCode) as Record<string, unknown>;
  const compared = Object.fromEntries(Object.keys(scan).map((field) => [field, desired[field]]));
  return changedListingFields(compared, scan);
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
const latest = (dates: (Date | null)[]) =>
  dates.reduce<Date | null>((best, date) => (date && (!best || date > best) ? date : best), null);

/** One location's row of the listings table, with its directories in the spec's column order. */
export function listingLocationOf(
  bundle: LocationBundle,
  facts: DirectoryFacts[],
  today: string,
  directoryFilter?: DirectoryCode[],
): ListingLocation {
  const { location } = bundle;
  const publishingEnabled = location.status === 'published';
  const directories: DirectoryEntry[] = DIRECTORY_CODES.filter(
    (code) => !directoryFilter || directoryFilter.includes(code),
  ).flatMap((code) => {
    const fact = facts.find((candidate) => candidate.code === code);
    if (!fact) return [];
    const source = sourceOfDirectory(code);
    const row = bundle.directories.find((candidate) => candidate.directoryCode === code);
    const override = overrideOf(bundle, code);
    const enabled = directoryEnabled(bundle, code);
    const changedFields = changedFieldsOf(bundle, row, today);
    const computed = directoryStatusOf({
      present: true,
      available: fact.unavailableReason === null,
      reason: fact.unavailableReason ?? undefined,
      publishingEnabled: publishingEnabled && fact.publishable,
      directoryEnabled: enabled,
      integration: fact.integration,
      hasLocationReference: row?.claimed ?? true,
      scanned: Boolean(row?.scanned),
      changedFields,
      publishing: row?.publishing ?? false,
      publishDueAt: row?.publishDueAt ?? null,
    });
    const status = shownDirectoryStatus(computed.status, {
      publishingEnabled: publishingEnabled && fact.publishable,
      directoryEnabled: enabled,
    });
    return [
      {
        id: row?.id ?? 0,
        directory_name: source.name,
        directory_code: code,
        directory_enabled: enabled,
        directory_logo_url: null,
        listing_url: status === 'not_available' ? null : (row?.listingUrl ?? null),
        last_checked_at: iso(row?.lastCheckedAt),
        last_published_at: iso(row?.lastPublishedAt),
        status,
        status_description: computed.status_description,
        rtx_source_id: source.id,
        integration_status: fact.integration,
        has_location_reference: row?.claimed ?? true,
        publish_due_at: iso(row?.publishDueAt),
        beta: code === 'yelp_api',
        publishable: fact.publishable,
        overrides: override && {
          id: override.id,
          location_id: override.locationId,
          phone: override.phone,
          website: override.website,
          source_id: override.sourceId,
          enabled: override.enabled,
        },
      },
    ];
  });
  const top = directories.filter((entry) => entry.status !== 'not_available');
  return {
    id: location.id,
    name: location.name,
    address: location.address,
    city: location.city,
    state_code: location.stateCode,
    zipcode: location.zipcode,
    public_name: location.publicName,
    external_id: location.externalId,
    pct_valid_top_directories:
      top.length === 0 ? 0 : Math.round((top.filter((entry) => entry.status === 'in_sync').length / top.length) * 100),
    last_published_at: iso(latest(bundle.directories.map((row) => row.lastPublishedAt))),
    last_checked_at: iso(latest(bundle.directories.map((row) => row.lastCheckedAt))),
    status: locationStatusOf(directories.map((entry) => entry.status)),
    open_status: location.openStatus,
    listing_status: location.status,
    publishing_enabled: publishingEnabled,
    directories,
  };
}
