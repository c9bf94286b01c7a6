import { z } from 'zod';
import { listQuerySchema } from './list-query';
import { DIFF_FIELDS, type DiffField } from './listings';
import { DIRECTORY_CODES } from './sources';
import { idSchema } from './whole-numbers';

/** Spec 001 §4 "Directory/listing statuses". */
export const DIRECTORY_STATUSES = [
  'in_progress',
  'action_required',
  'published',
  'pending_sync',
  'in_sync',
  'not_in_sync',
  'pending_claim',
  'not_available',
] as const;
export type DirectoryStatus = (typeof DIRECTORY_STATUSES)[number];

/** Spec 001 §9: the listing status filters. */
export const LISTING_STATUS_FILTERS = ['in_sync', 'in_progress', 'not_in_sync'] as const;

/** The state of the account's connection to a directory, as the flyout reads it. */
export const INTEGRATION_STATES = ['active', 'inactive', 'expired', 'none'] as const;
export type IntegrationState = (typeof INTEGRATION_STATES)[number];

/** Spec 001 §9: sources Repute publishes to; the others are scanned read-only. */
export const PUBLISHABLE_DIRECTORIES = ['google_maps', 'facebook', 'apple_maps'] as const;

/** Spec 001 §9: Auto Sync sends a change after 30 minutes without further changes. */
export const AUTO_SYNC_DELAY_MS = 30 * 60_000;
/** Google Business Profile quotas: 10 edits a minute per profile, 10,000 updates a day per project. */
export const GOOGLE_EDITS_PER_MINUTE = 10;
export const GOOGLE_UPDATES_PER_DAY = 10_000;

export const FIELDS_NOT_IN_SYNC_PREFIX = 'Fields not in sync: ';
/** What a directory calls three of the location's fields (spec 001 §4 parses them back). */
const DIRECTORY_FIELD_NAMES: Partial<Record<DiffField, string>> = {
  phone: 'phone_number',
  category_name: 'primary_category',
  public_name: 'name',
};

export const LISTING_DESCRIPTIONS = {
  noAccess: 'Ensure you have access to this location',
  notClaimed: 'Location not found in Google integration',
  directoryDisabled: 'Directory syncing disabled',
  publishing: 'Publishing changes to the directory',
  firstScan: 'Waiting for the first scan',
  scheduled: (at: Date) => `Scheduled to publish at ${at.toISOString()}`,
} as const;

const digits = (phone: string | null) => phone?.replace(/\D/g, '') ?? null;
const trimSlash = (url: string | null) => url?.replace(/\/+$/, '').toLowerCase() ?? null;

/** JSON with object keys sorted: jsonb does not keep the key order it was given. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** Equal for sync purposes: phones by digits, websites without trailing slash or case, text without spaces around. */
export function sameListingValue(field: DiffField, target: unknown, source: unknown): boolean {
  if (field === 'phone') return digits(target as string | null) === digits(source as string | null);
  if (field === 'website') return trimSlash(target as string | null) === trimSlash(source as string | null);
  if (typeof target === 'string' || typeof source === 'string') {
    return ((target as string | null)?.trim() || null) === ((source as string | null)?.trim() || null);
  }
  return canonical(target) === canonical(source);
}

/** The fields, in the diff's order, where what Repute wants differs from what the directory shows. */
export function changedListingFields(
  desired: Partial<Record<DiffField, unknown>>,
  scanned: Partial<Record<DiffField, unknown>>,
): DiffField[] {
  return DIFF_FIELDS.filter((field) => !sameListingValue(field, desired[field], scanned[field]));
}

export function fieldsNotInSyncDescription(fields: readonly DiffField[]): string {
  return `${FIELDS_NOT_IN_SYNC_PREFIX}${fields.map((field) => DIRECTORY_FIELD_NAMES[field] ?? field).join(', ')}`;
}

/** Spec 001 §4: 'Fields not in sync: ...' parsed into the location's fields. */
export function parseFieldsNotInSync(description: string | null | undefined): string[] {
  if (!description?.startsWith(FIELDS_NOT_IN_SYNC_PREFIX)) return [];
  const byDirectoryName = new Map(Object.entries(DIRECTORY_FIELD_NAMES).map(([field, name]) => [name, field]));
  return description
    .slice(FIELDS_NOT_IN_SYNC_PREFIX.length)
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map((name) => byDirectoryName.get(name) ?? name);
}

export type DirectoryStatusInput = {
  /** The directory is one of the location's (spec: one missing from the location shows not_available). */
  present: boolean;
  /** Repute can read the directory at all; otherwise `reason` says why not. */
  available: boolean;
  reason?: string;
  /** The location's Auto Sync is on (status published). */
  publishingEnabled: boolean;
  directoryEnabled: boolean;
  integration: IntegrationState;
  hasLocationReference: boolean;
  /** The directory has been scanned at least once. */
  scanned: boolean;
  changedFields: readonly DiffField[] | readonly string[];
  /** A change is being sent right now. */
  publishing: boolean;
  /** When the queued change goes (debounce or rate limit), if one is queued. */
  publishDueAt: Date | null;
};

export type DirectoryStatusResult = { status: DirectoryStatus; status_description: string | null };

/** One directory of one location: its status and description from its scan, its queue and its integration. */
export function directoryStatusOf(input: DirectoryStatusInput): DirectoryStatusResult {
  const result = (status: DirectoryStatus, status_description: string | null = null) => ({
    status,
    status_description,
  });
  if (!input.present) return result('not_available');
  if (!input.available) return result('not_available', input.reason ?? null);
  if (input.integration !== 'active') return result('action_required', LISTING_DESCRIPTIONS.noAccess);
  if (!input.hasLocationReference) return result('pending_claim', LISTING_DESCRIPTIONS.notClaimed);
  if (input.publishingEnabled && !input.directoryEnabled)
    return result('not_in_sync', LISTING_DESCRIPTIONS.directoryDisabled);
  if (input.publishing) return result('in_progress', LISTING_DESCRIPTIONS.publishing);
  if (!input.scanned) return result('in_progress', LISTING_DESCRIPTIONS.firstScan);
  if (input.changedFields.length === 0) return result('in_sync');
  if (input.publishDueAt) return result('pending_sync', LISTING_DESCRIPTIONS.scheduled(input.publishDueAt));
  return result('not_in_sync', fieldsNotInSyncDescription(input.changedFields as DiffField[]));
}

/** Spec 001 §4: after a refresh, a disabled directory of a publishing location is not in sync whatever it said. */
export function shownDirectoryStatus(
  status: DirectoryStatus,
  { publishingEnabled, directoryEnabled }: { publishingEnabled: boolean; directoryEnabled: boolean },
): DirectoryStatus {
  if (publishingEnabled && !directoryEnabled && (status === 'in_sync' || status === 'in_progress')) {
    return 'not_in_sync';
  }
  return status;
}

/** A location's overall status: the worst of its directories that can be read. */
export function locationStatusOf(statuses: readonly DirectoryStatus[]): 'in_sync' | 'in_progress' | 'not_in_sync' {
  const counted = statuses.filter((status) => status !== 'not_available');
  if (counted.some((status) => status === 'not_in_sync' || status === 'action_required')) return 'not_in_sync';
  if (counted.some((status) => status !== 'in_sync' && status !== 'published')) return 'in_progress';
  return 'in_sync';
}

export const FLYOUT_ACTIONS = [
  'in_sync',
  'out_of_sync_non_admin',
  'missing_integration',
  'location_missing_from_integration',
  'out_of_sync',
  'out_of_sync_in_progress',
  'pending_sync',
] as const;
export type FlyoutAction = (typeof FLYOUT_ACTIONS)[number];

/** Spec 001 §4 "Flyout action type mapping", in its order. */
export function flyoutActionOf(input: {
  status: DirectoryStatus;
  isAdmin: boolean;
  integration: IntegrationState;
  hasLocationReference: boolean;
}): FlyoutAction | null {
  if (input.status === 'in_sync') return 'in_sync';
  if (!input.isAdmin) return 'out_of_sync_non_admin';
  if (input.integration === 'inactive' || input.integration === 'expired' || input.integration === 'none') {
    return 'missing_integration';
  }
  if (!input.hasLocationReference) return 'location_missing_from_integration';
  if (input.status === 'not_in_sync') return 'out_of_sync';
  if (input.status === 'in_progress' || input.status === 'pending_claim') return 'out_of_sync_in_progress';
  if (input.status === 'pending_sync') return 'pending_sync';
  return null;
}

export type FlyoutCard = { title: string; colour: 'green' | 'grey' | 'red' };

/** Card titles and colours: green in sync, grey pending or publishable in progress, red otherwise. */
export const FLYOUT_CARDS: Record<FlyoutAction, FlyoutCard> = {
  in_sync: { title: 'In Sync', colour: 'green' },
  out_of_sync_non_admin: { title: 'Out of Sync', colour: 'red' },
  missing_integration: { title: 'Integrate This Directory', colour: 'red' },
  location_missing_from_integration: { title: 'Add Location to Integration', colour: 'red' },
  out_of_sync: { title: 'Data Points Out of Sync', colour: 'red' },
  out_of_sync_in_progress: { title: 'Out of Sync', colour: 'grey' },
  pending_sync: { title: 'Pending Sync', colour: 'grey' },
};
/** The two card titles for a location whose Auto Sync or directory is switched off. */
export const FLYOUT_OFF_CARDS = {
  autoSyncOff: { title: 'Auto Sync Off', colour: 'red' },
  directoryDisabled: { title: 'Directory Syncing Disabled', colour: 'red' },
} as const satisfies Record<string, FlyoutCard>;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** What one Google profile and the project have already taken: edits queued per minute, updates per UTC day. */
export type GoogleQuotaUse = {
  /** The profile's queued edits by minute (epoch milliseconds / 60,000). */
  profilePerMinute: ReadonlyMap<number, number>;
  /** The project's updates sent or queued by UTC day (epoch milliseconds / 86,400,000). */
  projectPerDay: ReadonlyMap<number, number>;
};

/**
 * When each of `count` new edits to one Google profile may go: the first minute from `earliest` where the profile
 * has fewer than ten edits and the project fewer than 10,000 updates that UTC day (else the next day's first free
 * minute). Nothing is dropped: every edit gets a time, whether it is queued with others or alone.
 */
export function publishSlots({
  count,
  earliest,
  used,
}: {
  count: number;
  earliest: Date;
  used: GoogleQuotaUse;
}): Date[] {
  const perMinute = new Map(used.profilePerMinute);
  const perDay = new Map(used.projectPerDay);
  let minute = Math.floor(earliest.getTime() / MINUTE_MS);
  return Array.from({ length: count }, () => {
    for (;;) {
      const day = Math.floor((minute * MINUTE_MS) / DAY_MS);
      if ((perDay.get(day) ?? 0) >= GOOGLE_UPDATES_PER_DAY) minute = ((day + 1) * DAY_MS) / MINUTE_MS;
      else if ((perMinute.get(minute) ?? 0) >= GOOGLE_EDITS_PER_MINUTE) minute += 1;
      else {
        perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
        return new Date(Math.max(earliest.getTime(), minute * MINUTE_MS));
      }
    }
  });
}

// ---- The calls (spec 001 §7 "Local Listings") ----

/**
 * Who publishes an account's listings (decision 0105): 'internal' is Repute itself; any other name is an outside
 * provider an operator set, which publishes them while Repute only scans (the external view).
 */
export const INTERNAL_PROVIDER = 'internal';
export const listingProviderNameSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, { error: 'A provider is 1 to 40 lowercase letters, digits, - or _' });
export const listingProviderSchema = z.object({ data: z.object({ provider: listingProviderNameSchema }) });

const csvOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      value === undefined || value === ''
        ? undefined
        : (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(',')).filter(Boolean),
    z.array(item).optional(),
  );

export const LISTING_SORT_FIELDS = ['name', 'status', 'last_checked_at', 'last_published_at'] as const;

/** The filters the listings table and its overview share (spec 001 §7). */
const listingFilterShape = {
  account_id: idSchema.optional(),
  location_id: idSchema.optional(),
  group_id: idSchema.optional(),
  location_ids: csvOf(idSchema),
  statuses: csvOf(z.enum(LISTING_STATUS_FILTERS)),
  directories: csvOf(z.enum(DIRECTORY_CODES)),
};

export const listingLocationsQuerySchema = listQuerySchema({ sortable: LISTING_SORT_FIELDS }).extend(
  listingFilterShape,
);
export type ListingLocationsQuery = z.infer<typeof listingLocationsQuerySchema>;

export const listingOverridesSchema = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  source_id: z.number().int(),
  enabled: z.boolean(),
});

/** Spec 001 §3 "Directory entry", with the flyout's action and the fields the status names. */
export const directoryEntrySchema = z.object({
  id: z.number().int(),
  directory_name: z.string(),
  directory_code: z.string(),
  directory_enabled: z.boolean(),
  directory_logo_url: z.string().nullable(),
  listing_url: z.string().nullable(),
  last_checked_at: z.string().nullable(),
  last_published_at: z.string().nullable(),
  status: z.enum(DIRECTORY_STATUSES),
  status_description: z.string().nullable(),
  rtx_source_id: z.number().int(),
  integration_status: z.enum(INTEGRATION_STATES),
  has_location_reference: z.boolean(),
  publish_due_at: z.string().nullable(),
  beta: z.boolean(),
  publishable: z.boolean(),
  overrides: listingOverridesSchema.nullable(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

/** Spec 001 §3 "Local listing location". */
export const listingLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state_code: z.string().nullable(),
  zipcode: z.string().nullable(),
  public_name: z.string().nullable(),
  external_id: z.string().nullable(),
  pct_valid_top_directories: z.number(),
  last_published_at: z.string().nullable(),
  last_checked_at: z.string().nullable(),
  status: z.enum(LISTING_STATUS_FILTERS),
  open_status: z.string(),
  listing_status: z.string(),
  publishing_enabled: z.boolean(),
  directories: z.array(directoryEntrySchema),
});
export type ListingLocation = z.infer<typeof listingLocationSchema>;

export const listingLocationsPageSchema = z.object({
  locations: z.array(listingLocationSchema),
  paging: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
  }),
});
export type ListingLocationsPage = z.infer<typeof listingLocationsPageSchema>;

export const listingOverviewQuerySchema = z.object({ ...listingFilterShape, nonce: z.string().optional() });
export type ListingOverviewQuery = z.infer<typeof listingOverviewQuerySchema>;
export const listingOverviewSchema = z.object({
  directories: z.array(
    z.object({
      id: z.number().int(),
      directory_name: z.string(),
      directory_code: z.string(),
      in_sync: z.number().int(),
      total: z.number().int(),
    }),
  ),
  sync_ratio: z.number().nullable(),
});
export type ListingOverview = z.infer<typeof listingOverviewSchema>;

export const publishBodySchema = z.object({
  account_id: idSchema.optional(),
  location_ids: z.array(idSchema).min(1, { error: 'Choose at least one location' }).max(10_000),
});
export const publishAnswerSchema = z.object({
  location_ids: z.array(z.number().int()),
  status: z.string(),
  message: z.string(),
});

/** One directory's side of the field-by-field diff: what Repute has and what the directory shows. */
export const listingDiffSchema = z.object({
  location_id: z.number().int(),
  directory_code: z.string(),
  changed_fields: z.array(z.string()),
  target: z.record(z.string(), z.unknown()),
  source: z.record(z.string(), z.unknown()),
  last_checked_at: z.string().nullable(),
});
export type ListingDiff = z.infer<typeof listingDiffSchema>;

/**
 * Spec 001 §4, §6: Auto Sync (publishing) is bought: without both settings the API refuses publish and unpublish
 * and the toggles are disabled with LOCAL_LISTING_MESSAGES.purchase.
 */
export const AUTO_SYNC_SETTINGS = ['listing_publishing', 'auto_sync'] as const;

export function autoSyncPurchased(settings: Partial<Record<string, unknown>>): boolean {
  return AUTO_SYNC_SETTINGS.every((code) => settings[code] === true);
}

export const LOCAL_LISTING_MESSAGES = {
  fetchLocations: 'An error occurred trying to fetch locations',
  /** Spec 001 §8 gives the message twice, once so spelled: this one tells that a refresh of a shown table failed. */
  refreshLocationsFailed: 'An error occured trying to fetch locations',
  fetchProvider: 'There was an error fetching the provider',
  /** The directory filter's options (the overview call) could not be read. */
  fetchSources: 'Error Fetching Sources',
  toggleFailed: 'Error updating local listing',
  autoSyncOn: 'Auto Sync enabled for this location',
  autoSyncOff: 'Auto Sync disabled for this location',
  noIntegration: 'Cannot Publish: No active Google integration.',
  cannotPublish: (reason: string) => `Cannot Publish: ${reason}`,
  /** The reason given when an outside provider publishes the account's listings (decision 0105). */
  publishedElsewhere: (provider: string) => `Listings for this account are published by ${provider}`,
  emptyTitle: 'The locations selected are not set up for Local Listings',
  emptyHint: 'Adjust the filters or set up locations with Local Listings',
  yelpBeta: 'updates may be delayed',
  purchase: 'Contact your account manager to purchase Auto Sync.',
  accessRequestFailed: 'There was an error while sending your request. Try again.',
} as const;
