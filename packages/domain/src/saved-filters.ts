import { z } from 'zod';
import { isIsoDate } from './calendar-dates';
import { DATE_DESCRIPTORS, type DateDescriptor, isDateDescriptor } from './date-descriptors';
import {
  applyFilterChange,
  CLEARED_ON_SAVED_FILTER_DELETE,
  type FilterChange,
  type FilterChangeResult,
  type FilterParams,
  parseIdParam,
  parseRatingParam,
  RESPONSE_STATUS_FILTERS,
  responseStatusFromParam,
  SENTIMENTS,
  sentimentFromParam,
} from './filters';
import { isoDateSchema } from './iso-date';
import { listQuerySchema, MAX_PAGE_SIZE } from './list-query';
import { idSchema, wholeNumberSchema } from './whole-numbers';

/** Spec 000 §5 and §9: a saved filter's name. */
export const SAVED_FILTER_NAME_MAX_LENGTH = 60;
/** The saved-filter dropdown's "nothing selected" entry; no saved filter may take its name. */
export const NO_SAVED_FILTER_LABEL = 'No saved filter';
export const SAVED_FILTERS_PAGE_SIZE = 25;
export const SAVED_FILTER_PREFERENCE_TYPE = 'saved_filters';
export const PREFERENCE_TYPES = [SAVED_FILTER_PREFERENCE_TYPE] as const;
/** Spec 000 §8: success toasts of saved filters stay 5000 ms. */
export const SAVED_FILTER_SUCCESS_TOAST_MS = 5000;

/** Spec 000 §5 and §8, word for word (including the spec's spelling). */
export const SAVED_FILTER_MESSAGES = {
  nameRequired: 'Enter a name',
  nameTaken: 'A saved filter with that name already exists',
  nameTooLong: `A saved filter name can have at most ${SAVED_FILTER_NAME_MAX_LENGTH} characters`,
  saveError: 'Error saving filter',
  saved: 'Filter saved',
  updated: 'Filter updated',
  deleted: 'Filter deleted',
  notDeleted: 'Filter was not deleted',
  applyError: 'Could not apply saved filter',
  fetchError: 'Error fetching Saved Filters',
  fetchFailed: 'Failed to fetch saved filteres',
  createFailed: 'Failed to create filter',
  updateFailed: 'Failed to update filter',
  deleteFailed: 'Failed to delete filter',
} as const;

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');
}

/**
 * The name rules: required, at most 60 characters, unique among the user's saved filters (ignoring case
 * and surrounding spaces), and never 'No saved filter'. Answers the message, or null when the name is good.
 */
export function validateSavedFilterName(name: string, otherNames: readonly string[]): string | null {
  const trimmed = name.trim();
  if (!trimmed) return SAVED_FILTER_MESSAGES.nameRequired;
  if (trimmed.length > SAVED_FILTER_NAME_MAX_LENGTH) return SAVED_FILTER_MESSAGES.nameTooLong;
  if (sameName(trimmed, NO_SAVED_FILTER_LABEL) || otherNames.some((other) => sameName(other, trimmed))) {
    return SAVED_FILTER_MESSAGES.nameTaken;
  }
  return null;
}

const positiveId = idSchema;

/** Spec 000 §3: dateDescriptor, from and to (only when custom), and the per-filter values. */
export const savedFilterConfigSchema = z
  .object({
    dateDescriptor: z.enum(DATE_DESCRIPTORS),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    groupId: positiveId.optional(),
    locationId: positiveId.optional(),
    sourceId: positiveId.optional(),
    rating: wholeNumberSchema({ min: 0, max: 5, message: 'Ratings are 0 to 5' }).optional(),
    sentiment: z.enum(SENTIMENTS).optional(),
    category: z.string().trim().min(1).max(100).optional(),
    responseStatus: z.enum(RESPONSE_STATUS_FILTERS).optional(),
    tagId: positiveId.optional(),
  })
  .refine((config) => config.dateDescriptor !== 'custom' || (config.from && config.to && config.from <= config.to), {
    message: 'A custom range needs from and to, from not after to',
    path: ['from'],
  });
export type SavedFilterConfig = z.infer<typeof savedFilterConfigSchema>;

/** From and to belong to a custom range only: a preset resolves its own dates on the day it is used. */
export function normalizeSavedFilterConfig({ from, to, ...config }: SavedFilterConfig): SavedFilterConfig {
  return config.dateDescriptor === 'custom' ? { ...config, from, to } : config;
}

const savedFilterName = z
  .string()
  .trim()
  .min(1, SAVED_FILTER_MESSAGES.nameRequired)
  .max(SAVED_FILTER_NAME_MAX_LENGTH, SAVED_FILTER_MESSAGES.nameTooLong);

export const userPreferenceSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  user_id: z.number().int(),
  preference_type: z.enum(PREFERENCE_TYPES),
  name: z.string(),
  config: savedFilterConfigSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserPreference = z.infer<typeof userPreferenceSchema>;

/** Always sorted by name (spec 000 §7): the sort parameters are accepted and ignored. */
export const userPreferencesQuerySchema = listQuerySchema({
  perPage: { default: SAVED_FILTERS_PAGE_SIZE, max: MAX_PAGE_SIZE },
}).extend({
  account_id: positiveId.optional(),
  user_id: positiveId.optional(),
  preference_type: z.enum(PREFERENCE_TYPES).default(SAVED_FILTER_PREFERENCE_TYPE),
  /** Exactly this name (ignoring case): how the client checks a name before saving. */
  name: z.string().max(200).optional(),
});
export type UserPreferencesQuery = z.infer<typeof userPreferencesQuerySchema>;

export const userPreferenceCreateSchema = z.object({
  account_id: positiveId.optional(),
  user_id: positiveId.optional(),
  preference_type: z.enum(PREFERENCE_TYPES).default(SAVED_FILTER_PREFERENCE_TYPE),
  name: savedFilterName,
  config: savedFilterConfigSchema,
});
export type UserPreferenceCreate = z.infer<typeof userPreferenceCreateSchema>;

/** PATCH renames and/or replaces the config; prune (sent when a saved filter is applied) drops vanished ids. */
export const userPreferencePatchSchema = z.object({
  account_id: positiveId.optional(),
  user_id: positiveId.optional(),
  name: savedFilterName.optional(),
  config: savedFilterConfigSchema.optional(),
  prune: z.boolean().optional(),
});
export type UserPreferencePatch = z.infer<typeof userPreferencePatchSchema>;

/** The saved-filter config of the current URL state (dates only for a custom range, values only when set). */
export function savedFilterConfigFromParams(params: FilterParams, dateDescriptor: DateDescriptor): SavedFilterConfig {
  const config: SavedFilterConfig = { dateDescriptor };
  if (dateDescriptor === 'custom' && isIsoDate(params.from) && isIsoDate(params.to)) {
    config.from = params.from;
    config.to = params.to;
  }
  const groupId = parseIdParam(params.groupId);
  const locationId = parseIdParam(params.locationId);
  const sourceId = parseIdParam(params.sourceId);
  const rating = parseRatingParam(params.rating);
  const sentiment = sentimentFromParam(params.sentiment);
  if (groupId) config.groupId = groupId;
  if (locationId) config.locationId = locationId;
  if (sourceId) config.sourceId = sourceId;
  if (rating !== null) config.rating = rating;
  if (sentiment) config.sentiment = sentiment;
  if (params.category) config.category = params.category;
  const responseStatus = responseStatusFromParam(params.responseStatus);
  const tagId = parseIdParam(params.tagId);
  if (responseStatus) config.responseStatus = responseStatus;
  if (tagId) config.tagId = tagId;
  return config;
}

/**
 * Applying a saved filter: its descriptor, dates and filters replace the URL's (a filter it does not hold
 * is cleared), savedFilterId names it, and the usual resets follow.
 */
export function applySavedFilterToParams(
  current: FilterParams,
  savedFilterId: number,
  config: SavedFilterConfig,
): FilterChangeResult {
  const text = (value: string | number | undefined) => (value === undefined ? null : String(value));
  const custom = config.dateDescriptor === 'custom';
  const change: FilterChange = {
    savedFilterId: String(savedFilterId),
    dateDescriptor: isDateDescriptor(config.dateDescriptor) ? config.dateDescriptor : null,
    from: custom ? text(config.from) : null,
    to: custom ? text(config.to) : null,
    groupId: text(config.groupId),
    locationId: text(config.locationId),
    sourceId: text(config.sourceId),
    rating: text(config.rating),
    sentiment: text(config.sentiment),
    category: text(config.category),
    responseStatus: text(config.responseStatus),
    tagId: text(config.tagId),
  };
  return applyFilterChange(current, change);
}

/** Deleting the selected saved filter clears from, to, savedFilterId, groupId, locationId and sourceId. */
export function clearDeletedSavedFilter(current: FilterParams): FilterChangeResult {
  return applyFilterChange(current, Object.fromEntries(CLEARED_ON_SAVED_FILTER_DELETE.map((key) => [key, null])));
}
