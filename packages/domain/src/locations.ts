import { z } from 'zod';
import { weekHoursSchema } from './hours';
import { listQuerySchema, MAX_PAGE_SIZE } from './list-query';
import { idSchema } from './whole-numbers';

/** Spec 001 §3 "Open status". */
export const OPEN_STATUSES = ['active', 'temporarily_inactive', 'inactive'] as const;
export type OpenStatus = (typeof OPEN_STATUSES)[number];
export const OPEN_STATUS_LABELS: Record<OpenStatus, string> = {
  active: 'Open',
  temporarily_inactive: 'Temporarily Closed',
  inactive: 'Permanently Closed',
};

/** Listing eligibility of a location (spec 001 §4 "Auto Sync toggle"). */
export const LISTING_STATUSES = ['published', 'eligible_not_published', 'not_eligible'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Spec 000 §9 / 001 §9 page sizes. */
export const LOCATIONS_PAGE_SIZE = 25;
export const NPI_LENGTH = 10;

export const LOCATION_MESSAGES = {
  created: 'Location created successfully.',
  updated: 'Location updated successfully.',
  deleted: (name: string) => `${name} successfully deleted`,
  lastLocation: "Can't delete the last location on the account.",
  missingInformation: 'There is missing required information. Please review the form and try again.',
  additionsPrevented: 'Locations cannot be added to this account. Please contact support.',
  deletionsPrevented: 'Locations cannot be deleted from this account. Please contact support.',
  trialLimitReached: 'Your trial has reached its location limit. Upgrade to add more locations.',
  invalidPhone: 'Enter a 10-digit phone number',
  invalidWebsite: 'Enter a valid website',
  invalidNpi: 'NPI not found',
  unknownCountry: 'Country is required',
  unknownState: 'State is required',
  unknownCategory: 'Choose a category from the list',
  synced: 'Successfully synced location',
} as const;

/** Labels of the required fields of spec 001 §5, used in '{label} is required'. */
export const REQUIRED_LOCATION_FIELDS = {
  name: 'Internal Name',
  public_name: 'Public Name',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipcode: 'Zip Code',
  country: 'Country',
} as const;
export type RequiredLocationField = keyof typeof REQUIRED_LOCATION_FIELDS;

export function requiredMessage(label?: string): string {
  return label ? `${label} is required` : 'Field is required';
}

/** Phone: 10 digits with optional separators (spaces, dots, dashes, brackets). */
export function isValidPhone(phone: string): boolean {
  if (!/^[\d\s().-]+$/.test(phone.trim())) return false;
  return phone.replace(/\D/g, '').length === 10;
}

export function isValidNpi(npi: string): boolean {
  return new RegExp(`^\\d{${NPI_LENGTH}}$`).test(npi);
}

/** Empty website is sent as null (spec 001 §5); a bare host gets https://. */
export function normalizeWebsite(website: string | null | undefined): string | null | undefined {
  if (website === undefined) return undefined;
  const text = website?.trim() ?? '';
  if (text === '') return null;
  return /^https?:\/\//i.test(text) ? text : `https://${text}`;
}

export function isValidWebsite(website: string): boolean {
  try {
    const url = new URL(website);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Required-field errors of spec 001 §5 for a location record (create, or after merging a patch). */
export function missingLocationFields(
  record: Partial<Record<RequiredLocationField, string | null | undefined>>,
): Partial<Record<RequiredLocationField, string>> {
  const errors: Partial<Record<RequiredLocationField, string>> = {};
  for (const [field, label] of Object.entries(REQUIRED_LOCATION_FIELDS) as [RequiredLocationField, string][]) {
    if (!record[field]?.toString().trim()) errors[field] = requiredMessage(label);
  }
  return errors;
}

const optionalText = (max: number) => z.string().trim().max(max).nullish();
const optionalId = idSchema.nullish();

/** The location record as create and PATCH send it (spec 001 §3); PATCH may send the full record or part. */
export const locationInputSchema = z.object({
  account_id: idSchema.optional(),
  name: optionalText(200),
  public_name: optionalText(200),
  address: optionalText(300),
  address_2: optionalText(300),
  city: optionalText(120),
  state: optionalText(120),
  state_id: optionalId,
  state_code: optionalText(10),
  country: optionalText(120),
  country_id: optionalId,
  zipcode: optionalText(20),
  phone: optionalText(40).refine((phone) => !phone || isValidPhone(phone), LOCATION_MESSAGES.invalidPhone),
  external_id: optionalText(120),
  google_place_id: optionalText(300),
  website: optionalText(2000)
    .transform(normalizeWebsite)
    .refine((website) => !website || isValidWebsite(website), LOCATION_MESSAGES.invalidWebsite)
    .optional(),
  category_id: optionalId,
  category_name: optionalText(200),
  open_status: z.enum(OPEN_STATUSES).optional(),
  is_headquarters: z.boolean().optional(),
  hours: weekHoursSchema.nullish(),
  remove_hours: z.boolean().optional(),
  industry_ids: z
    .object({
      npi_numbers: z.array(z.string().trim().refine(isValidNpi, LOCATION_MESSAGES.invalidNpi)).max(50).default([]),
    })
    .partial()
    .nullish(),
  issues_muted: z.boolean().optional(),
});
export type LocationInput = z.infer<typeof locationInputSchema>;
/** What a client sends (before the schema's defaults and normalisation). */
export type LocationInputBody = z.input<typeof locationInputSchema>;

export const locationSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  public_name: z.string().nullable(),
  address: z.string().nullable(),
  address_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  state_id: z.number().int().nullable(),
  state_code: z.string().nullable(),
  country: z.string(),
  country_id: z.number().int().nullable(),
  zipcode: z.string().nullable(),
  phone: z.string().nullable(),
  external_id: z.string().nullable(),
  google_place_id: z.string().nullable().optional(),
  website: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  open_status: z.enum(OPEN_STATUSES),
  is_headquarters: z.boolean(),
  hours: weekHoursSchema.nullable(),
  industry_ids: z.object({ npi_numbers: z.array(z.string()) }),
  status: z.enum(LISTING_STATUSES),
  status_reason: z.string().nullable(),
  issues_muted: z.boolean(),
  group_ids: z.array(z.number().int()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

export { booleanFlag as booleanQueryFlag };

/** Name ascending by default; relevance (best match first, the default with keywords) orders by the keywords. */
export const LOCATION_SORT_FIELDS = [
  'name',
  'public_name',
  'city',
  'state',
  'zipcode',
  'external_id',
  'open_status',
  'created_at',
  'id',
  'relevance',
] as const;

export const locationsQuerySchema = listQuerySchema({
  perPage: { default: LOCATIONS_PAGE_SIZE, max: MAX_PAGE_SIZE },
  sortable: LOCATION_SORT_FIELDS,
}).extend({
  account_id: idSchema.optional(),
  group_id: idSchema.optional(),
});
export type LocationsQuery = z.infer<typeof locationsQuerySchema>;

export const locationMessageSchema = z.object({ message: z.string() });
