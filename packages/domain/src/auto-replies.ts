import { z } from 'zod';
import { addDays, instantIn, todayIn, wallClockIn } from './calendar-dates';
import { FLAGGED_WORDING_CATEGORIES } from './flagged-wording';
import { idSchema } from './whole-numbers';

/*
 * Auto-reply rules, approvals and the audit of who posted a reply (issue 32 §2, decision 0146). A rule picks reviews
 * by source, stars, text, keywords and location or group, and answers them after a delay outside its quiet hours,
 * with one of up to 10 templates in turn or with the built-in draft. A rule may also only suggest: its replies wait in
 * the approval queue like a suggest-only user's.
 */

export const AUTO_REPLY_TEMPLATES_MAX = 10;
/** Issue 32 §2: a delay before posting of 5 minutes to 24 hours. */
export const AUTO_REPLY_DELAY_MIN_MINUTES = 5;
export const AUTO_REPLY_DELAY_MAX_MINUTES = 24 * 60;
export const AUTO_REPLY_KEYWORDS_MAX = 20;
/** The dry run looks at the reviews of the last 30 days ("what would this rule have answered last month"). */
export const AUTO_REPLY_DRY_RUN_DAYS = 30;

export const RULE_TEXT_FILTERS = ['any', 'with_text', 'without_text'] as const;
export const RULE_REPLY_WITH = ['templates', 'drafts'] as const;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:MM');

export const quietHoursSchema = z
  .object({ starts: clockTime, ends: clockTime })
  .refine((hours) => hours.starts !== hours.ends, { message: 'Quiet hours must start and end at different times' });
export type QuietHours = z.infer<typeof quietHoursSchema>;

const ids = z.array(idSchema).max(500).default([]);

const ruleFields = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  enabled: z.boolean().default(true),
  /** Empty: every source. */
  source_ids: ids,
  rating_min: z.number().int().min(1).max(5).default(1),
  rating_max: z.number().int().min(1).max(5).default(5),
  text: z.enum(RULE_TEXT_FILTERS).default('any'),
  /** Any one of them in the review's text; empty: no keyword needed. */
  keywords: z.array(z.string().trim().min(1).max(60)).max(AUTO_REPLY_KEYWORDS_MAX).default([]),
  /** Empty (both): every location. A review matches when its location is listed or is in a listed group. */
  location_ids: ids,
  group_ids: ids,
  reply_with: z.enum(RULE_REPLY_WITH).default('templates'),
  template_ids: z.array(idSchema).max(AUTO_REPLY_TEMPLATES_MAX).default([]),
  delay_minutes: z.number().int().min(AUTO_REPLY_DELAY_MIN_MINUTES).max(AUTO_REPLY_DELAY_MAX_MINUTES).default(60),
  quiet_hours: quietHoursSchema.nullable().default(null),
  /** The rule only suggests: its replies wait in the approval queue for an approver. */
  needs_approval: z.boolean().default(false),
});

export const autoReplyRuleBodySchema = ruleFields
  .refine((rule) => rule.rating_min <= rule.rating_max, {
    path: ['rating_max'],
    message: 'The highest rating must not be below the lowest',
  })
  .refine((rule) => rule.reply_with === 'drafts' || rule.template_ids.length > 0, {
    path: ['template_ids'],
    message: 'Pick at least one template',
  });
export type AutoReplyRuleBody = z.output<typeof autoReplyRuleBodySchema>;
export type AutoReplyRuleInput = z.input<typeof autoReplyRuleBodySchema>;

export const autoReplyRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  source_ids: z.array(z.number().int()),
  rating_min: z.number().int(),
  rating_max: z.number().int(),
  text: z.enum(RULE_TEXT_FILTERS),
  keywords: z.array(z.string()),
  location_ids: z.array(z.number().int()),
  group_ids: z.array(z.number().int()),
  reply_with: z.enum(RULE_REPLY_WITH),
  template_ids: z.array(z.number().int()),
  delay_minutes: z.number().int(),
  quiet_hours: z.object({ starts: z.string(), ends: z.string() }).nullable(),
  needs_approval: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AutoReplyRule = z.infer<typeof autoReplyRuleSchema>;

/** The rule as saved at one version (its history). */
export const autoReplyRuleSnapshotSchema = autoReplyRuleSchema.omit({
  id: true,
  version: true,
  created_at: true,
  updated_at: true,
});
export type AutoReplyRuleSnapshot = z.infer<typeof autoReplyRuleSnapshotSchema>;

/** One saved state of a rule: the rule's history. */
export const autoReplyRuleVersionSchema = z.object({
  version: z.number().int(),
  rule: autoReplyRuleSnapshotSchema,
  changed_by: z.string().nullable(),
  changed_at: z.string(),
});

/** What a rule did with one review. */
export const RULE_RUN_STATUSES = ['scheduled', 'posted', 'queued_for_approval', 'held_for_person', 'skipped'] as const;
export type RuleRunStatus = (typeof RULE_RUN_STATUSES)[number];

export const autoReplyRunSchema = z.object({
  id: z.number().int(),
  rule_id: z.number().int(),
  review_id: z.number().int(),
  status: z.enum(RULE_RUN_STATUSES),
  /** Why a run was skipped or held (a person replied meanwhile, the rule was switched off, flagged wording). */
  reason: z.string().nullable(),
  due_at: z.string(),
  created_at: z.string(),
});
export type AutoReplyRun = z.infer<typeof autoReplyRunSchema>;

export const autoReplyHistorySchema = z.object({
  versions: z.array(autoReplyRuleVersionSchema),
  runs: z.array(autoReplyRunSchema),
});

/** One review of the dry run and what the rule would have done with it. */
export const dryRunItemSchema = z.object({
  review_id: z.number().int(),
  author_name: z.string().nullable(),
  rating: z.number().int(),
  content: z.string().nullable(),
  location_name: z.string(),
  published_at: z.string(),
  /** 'reply': the text it would have posted (or suggested); 'person': flagged wording, held for a person. */
  outcome: z.enum(['reply', 'person']),
  reply: z.string().nullable(),
  flagged: z.array(z.object({ category: z.enum(FLAGGED_WORDING_CATEGORIES), phrase: z.string() })),
});
export const dryRunSchema = z.object({
  days: z.number().int(),
  matched: z.number().int(),
  items: z.array(dryRunItemSchema),
});
export type DryRun = z.infer<typeof dryRunSchema>;

/** What a rule reads of a review to decide whether it applies. */
export type RuleReview = {
  sourceId: number;
  rating: number;
  content: string | null;
  locationId: number;
};
export type RuleFilters = Pick<
  AutoReplyRuleBody,
  'source_ids' | 'rating_min' | 'rating_max' | 'text' | 'keywords' | 'location_ids' | 'group_ids'
>;

/**
 * Whether the rule's filters pick the review. `groupLocationIds` are the locations of the rule's groups. A review
 * without stars (0) matches only a rule that starts at 1 star and covers every rating, so a rating range never answers
 * what it cannot judge.
 */
export function ruleMatches(rule: RuleFilters, review: RuleReview, groupLocationIds: ReadonlySet<number>): boolean {
  if (rule.source_ids.length > 0 && !rule.source_ids.includes(review.sourceId)) return false;
  const everyRating = rule.rating_min === 1 && rule.rating_max === 5;
  if (review.rating < 1 ? !everyRating : review.rating < rule.rating_min || review.rating > rule.rating_max) {
    return false;
  }
  const text = (review.content ?? '').trim();
  if (rule.text === 'with_text' && text === '') return false;
  if (rule.text === 'without_text' && text !== '') return false;
  if (rule.keywords.length > 0) {
    const lower = text.toLowerCase();
    if (!rule.keywords.some((keyword) => lower.includes(keyword.toLowerCase()))) return false;
  }
  if (rule.location_ids.length > 0 || rule.group_ids.length > 0) {
    if (!rule.location_ids.includes(review.locationId) && !groupLocationIds.has(review.locationId)) return false;
  }
  return true;
}

/** Whether `at` falls in the quiet hours on the account's wall clock; hours may run over midnight (22:00–07:00). */
export function inQuietHours(hours: QuietHours | null, timeZone: string, at: Date): boolean {
  if (!hours) return false;
  const { time } = wallClockIn(timeZone, at);
  return hours.starts < hours.ends
    ? time >= hours.starts && time < hours.ends
    : time >= hours.starts || time < hours.ends;
}

/** When a reply due at `due` may be posted: then, or the end of the quiet hours it falls in. */
export function postingTime(hours: QuietHours | null, timeZone: string, due: Date): Date {
  if (!hours || !inQuietHours(hours, timeZone, due)) return due;
  const today = todayIn(timeZone, due);
  const candidates = [0, 1].map((days) => instantIn(addDays(today, days), hours.ends, timeZone));
  return candidates.find((candidate) => candidate.getTime() > due.getTime()) ?? due;
}

/** The rule's nth reply uses its templates in turn. */
export function templateInTurn(templateIds: readonly number[], turn: number): number | undefined {
  if (templateIds.length === 0) return undefined;
  return templateIds[turn % templateIds.length];
}

/*
 * Approvals (Yext's model, decision 0146): a suggest-only user's reply, or a rule's that needs approval, waits here
 * until an approver approves it (posted through the one publishing path) or rejects it.
 */
export const SUGGESTION_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const replySuggestionBodySchema = z.object({
  review_id: idSchema,
  content: z.string().trim().min(1, 'Reply is required').max(4096),
});

export const replySuggestionSchema = z.object({
  id: z.number().int(),
  review_id: z.number().int(),
  content: z.string(),
  status: z.enum(SUGGESTION_STATUSES),
  suggested_by: z.string().nullable(),
  rule_id: z.number().int().nullable(),
  rule_name: z.string().nullable(),
  flagged: z.array(z.object({ category: z.enum(FLAGGED_WORDING_CATEGORIES), phrase: z.string() })),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  review: z.object({
    author_name: z.string().nullable(),
    rating: z.number().int(),
    content: z.string().nullable(),
    location_name: z.string(),
    source_id: z.number().int(),
  }),
});
export type ReplySuggestion = z.infer<typeof replySuggestionSchema>;

export const suggestionsQuerySchema = z.object({
  status: z.enum(SUGGESTION_STATUSES).default('pending'),
  review_id: idSchema.optional(),
});

export const bulkApproveBodySchema = z.object({ ids: z.array(idSchema).min(1).max(100) });
export const bulkApproveResultSchema = z.object({
  approved: z.array(z.number().int()),
  /** Those that could not be posted, with why (already answered, source does not take replies). */
  failed: z.array(z.object({ id: z.number().int(), message: z.string() })),
});

/** Who posted a review's reply (the audit): a person, a rule, and who approved it. */
export const responseAuditSchema = z.object({
  posted_by: z.string().nullable(),
  rule_id: z.number().int().nullable(),
  rule_name: z.string().nullable(),
  approved_by: z.string().nullable(),
  suggested_by: z.string().nullable(),
});
export type ResponseAudit = z.infer<typeof responseAuditSchema>;
