import { z } from 'zod';
import { listQuerySchema, MAX_PAGE_SIZE } from './list-query';
import { booleanQueryFlag, isValidPhone, LOCATION_MESSAGES, normalizeWebsite } from './locations';
import { idSchema } from './whole-numbers';

/** Spec 001 §3 directory codes, in the column order of §9. */
export const DIRECTORY_CODES = ['google_maps', 'facebook', 'apple_maps', 'bing', 'trip_advisor', 'yelp_api'] as const;
export type DirectoryCode = (typeof DIRECTORY_CODES)[number];

/** A review source or listing directory (spec 000 §3 "Source"). */
export const sourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  directory_code: z.enum(DIRECTORY_CODES).nullable(),
  ordinal: z.number().int(),
  supports_reviews: z.boolean(),
  supports_images: z.boolean(),
  supports_responses: z.boolean(),
  feedback_forbidden: z.boolean(),
});
export type Source = z.infer<typeof sourceSchema>;

/** The sources' order (ordinal, then name) is the default. */
export const SOURCE_SORT_FIELDS = ['ordinal', 'name', 'id'] as const;

export const sourcesQuerySchema = listQuerySchema({ sortable: SOURCE_SORT_FIELDS }).extend({
  supports_reviews: booleanQueryFlag.optional(),
  supports_images: booleanQueryFlag.optional(),
  /** Sources that carry images but no reviews. */
  imagesOnly: booleanQueryFlag.optional(),
});
export type SourcesQuery = z.infer<typeof sourcesQuerySchema>;

/** A location's review-site URL (GET /urls). */
export const locationUrlSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  location_id: z.number().int(),
  source_id: z.number().int(),
  source_name: z.string(),
  url: z.string(),
  request_reviews: z.boolean(),
  ordinal: z.number().int(),
});
export type LocationUrl = z.infer<typeof locationUrlSchema>;

export const URLS_PAGE_SIZE = 250;

/** ordinal and name are the source's (from the catalogue, the default is ordinal); the others are stored. */
export const URL_SORT_FIELDS = ['ordinal', 'name', 'id', 'source_id', 'url', 'created_at'] as const;

export const urlsQuerySchema = listQuerySchema({
  perPage: { default: URLS_PAGE_SIZE, max: MAX_PAGE_SIZE },
  sortable: URL_SORT_FIELDS,
}).extend({
  account_id: idSchema.optional(),
  location_id: idSchema.optional(),
  /** Leaves out the URLs used to ask customers for reviews. */
  exclude_request_reviews: booleanQueryFlag.optional(),
  /** Keeps only URLs whose source does (true) or does not (false) forbid soliciting feedback. */
  source_feedback_forbidden: booleanQueryFlag.optional(),
});
export type UrlsQuery = z.infer<typeof urlsQuerySchema>;

/** Directory-specific phone and website of a location (spec 001 §3 "overrides"). */
export const sourceOverrideSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  location_id: z.number().int(),
  source_id: z.number().int(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  enabled: z.boolean(),
});
export type SourceOverride = z.infer<typeof sourceOverrideSchema>;

export const OVERRIDE_MESSAGES = {
  phoneOrUnselect: 'Enter phone number or unselect directory',
  websiteOrUnselect: 'Enter website or unselect directory',
  notADirectory: 'Choose a directory',
  exists: 'This location already has an override for that directory',
} as const;

const overridePhone = z
  .string()
  .trim()
  .max(40)
  .nullish()
  .refine((phone) => !phone || isValidPhone(phone), LOCATION_MESSAGES.invalidPhone);
const overrideWebsite = z.string().trim().max(2000).nullish().transform(normalizeWebsite).optional();

export const sourceOverrideCreateSchema = z.object({
  account_id: idSchema.optional(),
  location_id: idSchema,
  source_id: idSchema,
  phone: overridePhone,
  website: overrideWebsite,
  enabled: z.boolean().default(true),
});
export type SourceOverrideCreate = z.infer<typeof sourceOverrideCreateSchema>;
export type SourceOverrideCreateBody = z.input<typeof sourceOverrideCreateSchema>;

export const sourceOverridePatchSchema = z.object({
  account_id: idSchema.optional(),
  phone: overridePhone,
  website: overrideWebsite,
  enabled: z.boolean().optional(),
});
export type SourceOverridePatch = z.infer<typeof sourceOverridePatchSchema>;
export type SourceOverridePatchBody = z.input<typeof sourceOverridePatchSchema>;

/** Whatever the sort, ties go by source, then id. */
export const OVERRIDE_SORT_FIELDS = ['id', 'source_id', 'location_id', 'created_at'] as const;

export const sourceOverridesQuerySchema = listQuerySchema({ sortable: OVERRIDE_SORT_FIELDS }).extend({
  account_id: idSchema.optional(),
  location_id: idSchema.optional(),
  source_id: idSchema.optional(),
});
export type SourceOverridesQuery = z.infer<typeof sourceOverridesQuerySchema>;
