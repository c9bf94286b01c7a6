import { z } from 'zod';
import { LISTING_STATUSES } from './locations';

/** Fields Sync From Google compares between the location (target) and the directory listing (source). */
export const DIFF_FIELDS = [
  'public_name',
  'address',
  'address_2',
  'city',
  'state_code',
  'zipcode',
  'phone',
  'website',
  'category_name',
  'open_status',
  'hours',
  'special_hours',
] as const;
export type DiffField = (typeof DIFF_FIELDS)[number];

/** Spec 001 §3 "Location diff": changed_fields, and target and source values per field. */
export const locationDiffSchema = z.object({
  location_id: z.number().int(),
  changed_fields: z.array(z.enum(DIFF_FIELDS)),
  target: z.record(z.string(), z.unknown()),
  source: z.record(z.string(), z.unknown()),
});
export type LocationDiff = z.infer<typeof locationDiffSchema>;

export const locationDiffAcceptSchema = z.object({
  override: z.literal(true, { error: 'Send override: true to accept the changes' }),
});

export const DIFF_MESSAGES = {
  noPlaceId: 'This location has no Google Place ID to sync from.',
  notFound: 'Location not found in Google integration',
  noIntegration: 'No active Google integration',
  fetchFailed: 'An occured error fetching location info diff',
  syncFailed: 'An error occurred while trying to sync location info',
} as const;

/** GET /local_listings/eligible_locations/{id}. */
export const listingEligibilitySchema = z.object({
  location_id: z.number().int(),
  status: z.enum(LISTING_STATUSES),
  status_reason: z.string().nullable(),
});
export type ListingEligibility = z.infer<typeof listingEligibilitySchema>;

/** Spec 001 §3 "Issues": statuses missing_place_id, conflicting_place_id. */
export const ISSUE_STATUSES = ['missing_place_id', 'conflicting_place_id'] as const;
export const issueSchema = z.object({
  id: z.string(),
  account_id: z.number().int(),
  resource_type: z.literal('location'),
  resource_id: z.number().int(),
  status: z.enum(ISSUE_STATUSES),
  message: z.string(),
  muted: z.boolean(),
});
export type Issue = z.infer<typeof issueSchema>;

export const ISSUE_MESSAGES: Record<(typeof ISSUE_STATUSES)[number], string> = {
  missing_place_id: 'This location has no Google Place ID, so it cannot be matched to its Google listing.',
  conflicting_place_id: 'Another location of this account has the same Google Place ID.',
};

/** GET /billing/{accountId}/location_preview (spec 001 §3 "Billing preview"). */
export const locationPreviewSchema = z.object({
  new_location_monthly_unit_cents: z.number().int(),
  num_added_locations: z.number().int(),
  total_monthly_cents: z.number().int(),
  trial_location_limit_reached: z.boolean(),
  trial_location_limit: z.number().int().nullable(),
});
export type LocationPreview = z.infer<typeof locationPreviewSchema>;

/** Price of one more location a month, and the location cap of a trial (see docs/decisions). */
export const NEW_LOCATION_MONTHLY_UNIT_CENTS = 4900;
export const TRIAL_LOCATION_LIMIT = 5;
export const ADDING_LOCATION_COST_NOTICE = 'Adding a location may incur additional costs.';
