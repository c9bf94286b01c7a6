import { z } from 'zod';
import { DATE_DESCRIPTORS, type DateDescriptor } from './date-descriptors';
import { SENTIMENTS } from './filters';
import { listQuerySchema, MAX_PAGE_SIZE } from './list-query';
import { DATE_RANGE_LEGENDS } from './scheduled-export-dates';
import {
  DEFAULT_EMAIL_FREQUENCY,
  DEFAULT_SCHEDULED_DAY,
  DEFAULT_SCHEDULED_DAY_OF_MONTH,
  DEFAULT_SCHEDULED_TIME,
  EMAIL_FREQUENCIES,
  MAX_DAY_OF_MONTH,
  SCHEDULED_TIME_PATTERN,
  WEEKDAYS,
} from './scheduled-export-schedule';
import { idListSchema, idSchema, wholeNumberSchema } from './whole-numbers';

/** Spec 000 §9 "Export types for scheduling", in the spec's order. */
export const SCHEDULED_EXPORT_TYPES = [
  'reviews',
  'experience_categories',
  'keywords',
  'keyword_details',
  'competitors_overview',
  'competitors_brands',
  'microsurvey_responses',
  'metric_locations',
  'metric_groups',
  // Issue 30: each ready-made report, and the partners' roll-up, is an export type of its own (decision 0140).
  'visual_executive_summary',
  'visual_reviews_and_ratings',
  'visual_responses',
  'visual_sentiment_and_categories',
  'visual_ask_tool_funnel',
  'visual_listings_health',
  'visual_location_performance',
  'partner_accounts',
] as const;
export type ScheduledExportType = (typeof SCHEDULED_EXPORT_TYPES)[number];

/** display_name, the Type column of the list (decision 0032). */
export const SCHEDULED_EXPORT_TYPE_NAMES: Record<ScheduledExportType, string> = {
  reviews: 'Reviews',
  experience_categories: 'Experience Categories',
  keywords: 'Keywords',
  keyword_details: 'Keyword Details',
  competitors_overview: 'Competitors Overview',
  competitors_brands: 'Competitors Brands',
  microsurvey_responses: 'Microsurvey Responses',
  metric_locations: 'Location Performance',
  metric_groups: 'Group Performance',
  visual_executive_summary: 'Executive Summary Report',
  visual_reviews_and_ratings: 'Reviews and Ratings Report',
  visual_responses: 'Responses Report',
  visual_sentiment_and_categories: 'Sentiment and Categories Report',
  visual_ask_tool_funnel: 'Ask Tool Funnel Report',
  visual_listings_health: 'Listings Health Report',
  visual_location_performance: 'Location Performance Report',
  partner_accounts: 'Partner Account Report',
};

/** Filters that only some export types take (spec 000 §9); the rest apply to every type. */
const VISUAL: readonly ScheduledExportType[] = [
  'visual_executive_summary',
  'visual_reviews_and_ratings',
  'visual_responses',
  'visual_sentiment_and_categories',
  'visual_ask_tool_funnel',
  'visual_listings_health',
  'visual_location_performance',
];
const FILTERS_ONLY_FOR: Partial<Record<keyof ScheduledExportFilters, readonly ScheduledExportType[]>> = {
  rating: ['reviews', 'experience_categories', 'keywords', 'keyword_details', ...VISUAL],
  sort: ['reviews', 'keywords'],
  sentiment: ['keywords', 'reviews', ...VISUAL],
  category: ['keywords', 'reviews', 'experience_categories', ...VISUAL],
  review_types: ['reviews'],
  status: ['reviews'],
  status_enum: ['reviews'],
  brand_ids: ['competitors_overview', 'competitors_brands'],
  normalize_star_rating: ['microsurvey_responses'],
  resource_id: ['microsurvey_responses'],
};

export function filterAppliesTo(filter: keyof ScheduledExportFilters, type: ScheduledExportType): boolean {
  return FILTERS_ONLY_FOR[filter]?.includes(type) ?? true;
}

const shortText = z.string().trim().min(1).max(100);
/**
 * A list of ids as the filter bar writes it (a comma list) or as an export stores and answers it (an array): what
 * the API answered must be sendable back unchanged, and must serialise: the array comes first, since a response is
 * encoded with the schema and idListSchema's transform cannot be (issue 28's brand_ids).
 */
const storedIdList = z.union([z.array(idSchema).max(1000), idListSchema]);

/** Spec 000 §3 "Scheduled export" filters, plus rating, sentiment, category and sort of §9. */
export const scheduledExportFiltersSchema = z.object({
  dateDescriptor: z.enum(DATE_DESCRIPTORS).optional(),
  location_id: idSchema.optional(),
  group_id: idSchema.optional(),
  source_id: idSchema.optional(),
  source_ids: storedIdList.optional(),
  review_types: z.array(shortText).max(20).optional(),
  status: shortText.optional(),
  status_enum: shortText.optional(),
  brand_ids: storedIdList.optional(),
  normalize_star_rating: z.boolean().optional(),
  resource_id: idSchema.optional(),
  rating: wholeNumberSchema({ min: 0, max: 5, message: 'Ratings are 0 to 5' }).optional(),
  sentiment: z.enum(SENTIMENTS).optional(),
  category: shortText.optional(),
  sort: shortText.optional(),
});
export type ScheduledExportFilters = z.infer<typeof scheduledExportFiltersSchema>;

/** Keeps the filters the export type takes: a rating left in the URL of a metrics report means nothing there. */
export function filtersForType(filters: ScheduledExportFilters, type: ScheduledExportType): ScheduledExportFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([key, value]) => value !== undefined && filterAppliesTo(key as keyof ScheduledExportFilters, type),
    ),
  ) as ScheduledExportFilters;
}

/** Spec 000 §5 and §9: the Name field (email_subject) holds at most 100 characters. */
export const SCHEDULED_EXPORT_NAME_MAX_LENGTH = 100;
/** Decision 0032: the body is a short note above the export. */
export const SCHEDULED_EXPORT_BODY_MAX_LENGTH = 2000;
/** Decision 0032: recipients of one export. */
export const SCHEDULED_EXPORT_MAX_RECIPIENTS = 50;
/**
 * Decision 0129: of those, addresses outside the account (each gets its own message and download link); a report
 * for a few accountants or franchise owners, not a mailing list.
 */
export const SCHEDULED_EXPORT_MAX_OUTSIDE_RECIPIENTS = 20;
export const SCHEDULED_EXPORTS_PAGE_SIZE = 25;
/** Spec 000 §8: success toasts of scheduled exports stay 5000 ms. */
export const SCHEDULED_EXPORT_SUCCESS_TOAST_MS = 5000;

/** Spec 000 §2, §5 and §8, word for word. */
export const SCHEDULED_EXPORT_MESSAGES = {
  allTimeNotSupported: 'All time date option is not supported',
  selectPreset: 'Select a preset date option',
  saved: 'Scheduled Export saved',
  updated: 'Scheduled Export updated',
  saveFailed: 'Could not save Scheduled Export',
  updateFailed: 'Could not update Scheduled Export',
  notDeleted: 'Scheduled Export was not deleted',
  someNotDeleted: 'Some Scheduled Exports were not deleted',
  deleted: 'Scheduled Export deleted',
  empty: 'No Scheduled Exports',
  keepEditing: 'Keep Editing',
  discardChanges: 'Discard Changes',
  scheduleTitle: 'Schedule Export',
  editTitle: 'Edit Scheduled Export',
  backToSettings: 'Back to Account & Settings',
  // The spec names these rules but not their words (decision 0032).
  nameRequired: 'Enter a name',
  recipientRequired: 'Add at least one recipient',
  invalidEmail: 'Enter a valid e-mail address',
  notAUser: 'Recipients must be users of this account',
  // Decision 0129: recipients from outside the account, when an admin allows them.
  tooManyOutside: `At most ${SCHEDULED_EXPORT_MAX_OUTSIDE_RECIPIENTS} recipients from outside the account`,
  outsideOff:
    'Sending outside the account is turned off: these addresses get nothing until an admin turns it on again.',
  invalidDayOfMonth: 'Enter a whole number from 1 to 31',
  invalidTime: 'Enter a time as HH:MM',
} as const;

/** '{n} Scheduled Exports deleted', or the singular message for one. */
export function scheduledExportsDeletedMessage(count: number): string {
  return count === 1 ? SCHEDULED_EXPORT_MESSAGES.deleted : `${count} Scheduled Exports deleted`;
}

/** The failure of a multi-select delete: one that failed alone, or some of several. */
export function scheduledExportsNotDeletedMessage(selected: number): string {
  return selected === 1 ? SCHEDULED_EXPORT_MESSAGES.notDeleted : SCHEDULED_EXPORT_MESSAGES.someNotDeleted;
}

/**
 * Spec 000 §5: only preset dates can be scheduled. All time and custom (and no descriptor) answer the message
 * shown beside the disabled Save; a preset answers null.
 */
export function dateOptionMessage(descriptor: DateDescriptor | null | undefined): string | null {
  if (descriptor === 'allTime') return SCHEDULED_EXPORT_MESSAGES.allTimeNotSupported;
  if (!descriptor || descriptor === 'custom') return SCHEDULED_EXPORT_MESSAGES.selectPreset;
  return null;
}

/** Spec 000 §5: the Schedule Export menu item is disabled for allTime, custom or a missing dateDescriptor. */
export function canScheduleExport(descriptor: DateDescriptor | null | undefined): boolean {
  return dateOptionMessage(descriptor) === null;
}

export type ScheduledExportDraft = {
  name: string;
  recipientCount: number;
  scheduledTime: string | null;
  frequency: string | null;
  dateDescriptor: DateDescriptor | null | undefined;
  saving: boolean;
};

/**
 * Spec 000 §5: Save is enabled only with a name (at most 100 characters), at least one recipient, a scheduled
 * time and a frequency, a preset date, and nothing saving.
 */
export function canSaveScheduledExport(draft: ScheduledExportDraft): boolean {
  const name = draft.name.trim();
  return (
    name.length > 0 &&
    name.length <= SCHEDULED_EXPORT_NAME_MAX_LENGTH &&
    draft.recipientCount > 0 &&
    Boolean(draft.scheduledTime && SCHEDULED_TIME_PATTERN.test(draft.scheduledTime)) &&
    Boolean(draft.frequency) &&
    dateOptionMessage(draft.dateDescriptor) === null &&
    !draft.saving
  );
}

/** Built once: building it per call made checking a 100,000-row recipient CSV take seconds (decision 0093). */
const EMAIL_SCHEMA = z.email();

export function isValidEmail(text: string): boolean {
  return EMAIL_SCHEMA.safeParse(text.trim()).success;
}

export type RecipientCandidate = { id: number; email: string; profile_name: string };

/** Spec 000 §5: recipients are account users, matched by the start of their e-mail or name, ignoring case. */
export function matchRecipients<User extends RecipientCandidate>(users: readonly User[], typed: string): User[] {
  const prefix = typed.trim().toLocaleLowerCase('en');
  if (!prefix) return [...users];
  return users.filter(
    (user) =>
      user.email.toLocaleLowerCase('en').startsWith(prefix) ||
      user.profile_name.toLocaleLowerCase('en').startsWith(prefix),
  );
}

const name = z
  .string()
  .trim()
  .min(1, SCHEDULED_EXPORT_MESSAGES.nameRequired)
  .max(SCHEDULED_EXPORT_NAME_MAX_LENGTH, `${SCHEDULED_EXPORT_NAME_MAX_LENGTH} characters at most`);
const scheduledTime = z.string().regex(SCHEDULED_TIME_PATTERN, SCHEDULED_EXPORT_MESSAGES.invalidTime);
/** Spec 000 §5: "a whole number 1 to 31 without extra characters", so typed text has no leading zero either. */
const dayOfMonth = z
  .union([z.number(), z.string().regex(/^[1-9]\d*$/, SCHEDULED_EXPORT_MESSAGES.invalidDayOfMonth)], {
    error: SCHEDULED_EXPORT_MESSAGES.invalidDayOfMonth,
  })
  .pipe(wholeNumberSchema({ min: 1, max: MAX_DAY_OF_MONTH, message: SCHEDULED_EXPORT_MESSAGES.invalidDayOfMonth }));

/** The fields a client sends (spec 000 §7), with the weekday and day of month of weekly and monthly exports. */
const payloadShape = {
  account_id: idSchema.optional(),
  date_range_legend: z.enum(DATE_RANGE_LEGENDS),
  filters: scheduledExportFiltersSchema.default({}),
  recipient_user_ids: z.array(idSchema).max(SCHEDULED_EXPORT_MAX_RECIPIENTS).default([]),
  recipient_emails: z
    .array(z.email(SCHEDULED_EXPORT_MESSAGES.invalidEmail))
    .max(SCHEDULED_EXPORT_MAX_RECIPIENTS)
    .default([]),
  email_frequency: z.enum(EMAIL_FREQUENCIES).default(DEFAULT_EMAIL_FREQUENCY),
  email_subject: name,
  email_body: z.string().max(SCHEDULED_EXPORT_BODY_MAX_LENGTH).default(''),
  scheduled_time: scheduledTime.default(DEFAULT_SCHEDULED_TIME),
  scheduled_day: z.enum(WEEKDAYS).default(DEFAULT_SCHEDULED_DAY),
  scheduled_day_of_month: dayOfMonth.default(DEFAULT_SCHEDULED_DAY_OF_MONTH),
  export_type: z.enum(SCHEDULED_EXPORT_TYPES),
  resource_id: idSchema.nullable().optional(),
};

const hasRecipient = (body: { recipient_user_ids?: number[]; recipient_emails?: string[] }) =>
  (body.recipient_user_ids?.length ?? 0) + (body.recipient_emails?.length ?? 0) > 0;

export const scheduledExportCreateSchema = z
  .object(payloadShape)
  .refine(hasRecipient, { message: SCHEDULED_EXPORT_MESSAGES.recipientRequired, path: ['recipient_user_ids'] });
export type ScheduledExportCreate = z.infer<typeof scheduledExportCreateSchema>;

/** PATCH carries the id and any of the same fields (spec 000 §7); recipients, when sent, may not be emptied. */
export const scheduledExportPatchSchema = z
  .object({
    id: idSchema.optional(),
    account_id: idSchema.optional(),
    date_range_legend: payloadShape.date_range_legend.optional(),
    filters: scheduledExportFiltersSchema.optional(),
    recipient_user_ids: z.array(idSchema).max(SCHEDULED_EXPORT_MAX_RECIPIENTS).optional(),
    recipient_emails: z
      .array(z.email(SCHEDULED_EXPORT_MESSAGES.invalidEmail))
      .max(SCHEDULED_EXPORT_MAX_RECIPIENTS)
      .optional(),
    email_frequency: z.enum(EMAIL_FREQUENCIES).optional(),
    email_subject: name.optional(),
    email_body: z.string().max(SCHEDULED_EXPORT_BODY_MAX_LENGTH).optional(),
    scheduled_time: scheduledTime.optional(),
    scheduled_day: z.enum(WEEKDAYS).optional(),
    scheduled_day_of_month: dayOfMonth.optional(),
    export_type: z.enum(SCHEDULED_EXPORT_TYPES).optional(),
    resource_id: idSchema.nullable().optional(),
  })
  .refine(
    (body) => (body.recipient_user_ids === undefined && body.recipient_emails === undefined) || hasRecipient(body),
    { message: SCHEDULED_EXPORT_MESSAGES.recipientRequired, path: ['recipient_user_ids'] },
  );
export type ScheduledExportPatch = z.infer<typeof scheduledExportPatchSchema>;

export const SCHEDULED_EXPORT_SORT_FIELDS = ['display_name', 'email_subject', 'last_sent_at', 'created_at'] as const;

/** Spec 000 §7: GET /scheduled_exports with account_id, export_type list, created_by_user_id, sort, page. */
export const scheduledExportsQuerySchema = listQuerySchema({
  perPage: { default: SCHEDULED_EXPORTS_PAGE_SIZE, max: MAX_PAGE_SIZE },
  sortable: SCHEDULED_EXPORT_SORT_FIELDS,
}).extend({
  account_id: idSchema.optional(),
  export_type: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).filter(Boolean))
    .pipe(z.array(z.enum(SCHEDULED_EXPORT_TYPES)))
    .optional(),
  created_by_user_id: idSchema.optional(),
});
export type ScheduledExportsQuery = z.infer<typeof scheduledExportsQuerySchema>;

export const scheduledExportSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  display_name: z.string(),
  date_range_legend: z.string(),
  filters: scheduledExportFiltersSchema,
  recipient_user_ids: z.array(z.number().int()),
  /** Every address the export is for: its users', then those outside the account (decision 0129). */
  recipient_emails: z.array(z.string()),
  /** The addresses outside the account, which are sent to only while the account allows it. */
  outside_recipient_emails: z.array(z.string()),
  email_frequency: z.enum(EMAIL_FREQUENCIES),
  email_subject: z.string(),
  email_body: z.string(),
  scheduled_time: z.string(),
  scheduled_day: z.enum(WEEKDAYS),
  scheduled_day_of_month: z.number().int(),
  export_type: z.enum(SCHEDULED_EXPORT_TYPES),
  resource_id: z.number().int().nullable(),
  last_sent_at: z.string().nullable(),
  next_run_at: z.string(),
  created_at: z.string(),
  created_by_user_id: z.number().int(),
});
export type ScheduledExport = z.infer<typeof scheduledExportSchema>;

/** PUT /scheduled_export_settings (decision 0129): whether the account's exports may go outside it. */
export const scheduledExportSettingsSchema = z.object({
  account_id: idSchema.optional(),
  outside_recipients: z.boolean(),
});
export type ScheduledExportSettings = z.infer<typeof scheduledExportSettingsSchema>;
export const scheduledExportSettingsStateSchema = scheduledExportSettingsSchema.pick({ outside_recipients: true });
