import { z } from 'zod';
import { publicFaceShape } from './public-brand';
import { idSchema } from './whole-numbers';

/**
 * Scorecards (issue 30 §1, decision 0142): a business graded against clear standards, each pass or fail with its
 * value, the whole as a letter grade. Pure: the API grades an account's locations and a prospect's public data
 * with it, and the screens show the same words.
 */

export const SCORECARD_STANDARD_CODES = [
  'monthly_reviews',
  'avg_rating',
  'negative_replies',
  'listings_in_sync',
  'photos',
] as const;
export type ScorecardStandardCode = (typeof SCORECARD_STANDARD_CODES)[number];

const enabled = z.boolean();
/** The standards an account grades by; admins edit them (PUT /scorecards/standards). */
export const scorecardStandardsSchema = z.object({
  monthly_reviews: z.object({ enabled, min: z.number().int().min(1).max(1000) }),
  avg_rating: z.object({ enabled, min: z.number().min(1).max(5) }),
  negative_replies: z.object({
    enabled,
    /** The percent of negative reviews answered within `days`. */
    percent: z.number().int().min(1).max(100),
    days: z.number().int().min(1).max(30),
  }),
  listings_in_sync: z.object({ enabled, percent: z.number().int().min(1).max(100) }),
  photos: z.object({ enabled, min: z.number().int().min(1).max(1000) }),
});
export type ScorecardStandards = z.infer<typeof scorecardStandardsSchema>;

/** The example standards: 5 new reviews a month, 4.0 stars, 80% of negative reviews answered in 2 days. */
export const DEFAULT_SCORECARD_STANDARDS: ScorecardStandards = {
  monthly_reviews: { enabled: true, min: 5 },
  avg_rating: { enabled: true, min: 4 },
  negative_replies: { enabled: true, percent: 80, days: 2 },
  listings_in_sync: { enabled: true, percent: 100 },
  photos: { enabled: true, min: 1 },
};

/** What is known of a business for each standard; null: not measured (a prospect's public data has no replies). */
export type ScorecardFacts = Record<ScorecardStandardCode, number | null>;

export const SCORECARD_STATUSES = ['pass', 'fail', 'unknown'] as const;
export const SCORECARD_GRADES = ['A', 'B', 'C', 'D', 'F'] as const;

export const scorecardResultSchema = z.object({
  code: z.enum(SCORECARD_STANDARD_CODES),
  label: z.string(),
  /** The standard in words: 'At least 5 new reviews in the last 30 days'. */
  standard: z.string(),
  value: z.number().nullable(),
  /** The value in words: '3 reviews', '4.6 stars', '67%'; 'Not available' when not measured. */
  value_label: z.string(),
  status: z.enum(SCORECARD_STATUSES),
});
export type ScorecardResult = z.infer<typeof scorecardResultSchema>;

export const scorecardGradeSchema = z.object({
  /** null when no standard could be measured. */
  grade: z.enum(SCORECARD_GRADES).nullable(),
  passed: z.number().int(),
  measured: z.number().int(),
  results: z.array(scorecardResultSchema),
});
export type ScorecardGrade = z.infer<typeof scorecardGradeSchema>;

const percent = (share: number) => `${Math.round(share * 100)}%`;
/** A share (0-1) reaches a percent standard; rounded to a tenth of a percent, so 0.8 meets 80. */
const reaches = (share: number, standard: number) => Math.round(share * 1000) / 10 >= standard;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type StandardRule = {
  label: string;
  standard: (standards: ScorecardStandards) => string;
  passes: (value: number, standards: ScorecardStandards) => boolean;
  valueLabel: (value: number) => string;
};

const RULES: Record<ScorecardStandardCode, StandardRule> = {
  monthly_reviews: {
    label: 'New reviews',
    standard: (s) => `At least ${plural(s.monthly_reviews.min, 'new review', 'new reviews')} in the last 30 days`,
    passes: (value, s) => value >= s.monthly_reviews.min,
    valueLabel: (value) => plural(value, 'review', 'reviews'),
  },
  avg_rating: {
    label: 'Average rating',
    standard: (s) => `Rated ${s.avg_rating.min.toFixed(1)} stars or more`,
    passes: (value, s) => value >= s.avg_rating.min,
    valueLabel: (value) => `${value.toFixed(1)} stars`,
  },
  negative_replies: {
    label: 'Replies to negative reviews',
    standard: (s) =>
      `Replies to at least ${s.negative_replies.percent}% of negative reviews within ${plural(s.negative_replies.days, 'day', 'days')}`,
    passes: (value, s) => reaches(value, s.negative_replies.percent),
    valueLabel: percent,
  },
  listings_in_sync: {
    label: 'Listings in sync',
    standard: (s) => `At least ${s.listings_in_sync.percent}% of listings in sync`,
    passes: (value, s) => reaches(value, s.listings_in_sync.percent),
    valueLabel: percent,
  },
  photos: {
    label: 'Photos',
    standard: (s) => `At least ${plural(s.photos.min, 'photo', 'photos')} published`,
    passes: (value, s) => value >= s.photos.min,
    valueLabel: (value) => plural(value, 'photo', 'photos'),
  },
};

/** The letter for the share of measured standards passed: all A, 80% B, 60% C, 40% D, less F. */
export function gradeLetter(passed: number, measured: number): ScorecardGrade['grade'] {
  if (measured === 0) return null;
  const share = passed / measured;
  if (share >= 1) return 'A';
  if (share >= 0.8) return 'B';
  if (share >= 0.6) return 'C';
  if (share >= 0.4) return 'D';
  return 'F';
}

/** Grades the facts by the enabled standards; a standard with no value is 'unknown' and does not count. */
export function gradeScorecard(standards: ScorecardStandards, facts: ScorecardFacts): ScorecardGrade {
  const results = SCORECARD_STANDARD_CODES.filter((code) => standards[code].enabled).map((code): ScorecardResult => {
    const rule = RULES[code];
    const value = facts[code];
    return {
      code,
      label: rule.label,
      standard: rule.standard(standards),
      value,
      value_label: value === null ? 'Not available' : rule.valueLabel(value),
      status: value === null ? 'unknown' : rule.passes(value, standards) ? 'pass' : 'fail',
    };
  });
  const measured = results.filter((result) => result.status !== 'unknown').length;
  const passed = results.filter((result) => result.status === 'pass').length;
  return { grade: gradeLetter(passed, measured), passed, measured, results };
}

export const scorecardStandardsAnswerSchema = z.object({
  account_id: z.number().int(),
  standards: scorecardStandardsSchema,
  /** False until an admin saved the account's own: the defaults apply. */
  is_set: z.boolean(),
});

/** One location of the caller's account graded over the last 30 days. */
export const locationScorecardSchema = scorecardGradeSchema.extend({
  location_id: z.number().int(),
  location_name: z.string(),
});
export type LocationScorecard = z.infer<typeof locationScorecardSchema>;

export const locationScorecardsSchema = z.object({
  _embedded: z.object({ scorecards: z.array(locationScorecardSchema) }),
  _total: z.number().int(),
  from: z.string(),
  to: z.string(),
});

/** What public data says of one business (a prospect or a competitor near it). */
export const placeSummarySchema = z.object({
  place_id: z.string(),
  name: z.string(),
  address: z.string(),
  rating: z.number().nullable(),
  review_count: z.number().int().nullable(),
});
export type PlaceSummary = z.infer<typeof placeSummarySchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : null));

/** POST /scorecard_requests: the prospect a partner grades, and how the prospect reaches the partner. */
export const scorecardRequestBodySchema = z.object({
  account_id: idSchema.optional(),
  business_name: z.string().trim().min(1, 'Enter the business name').max(200),
  address: z.string().trim().min(1, 'Enter the address').max(300),
  contact_email: z
    .email('Enter a valid e-mail address')
    .max(254)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  contact_phone: optionalText(40),
  message: optionalText(500),
});
export type ScorecardRequestBody = z.input<typeof scorecardRequestBodySchema>;

export const scorecardCompetitorSchema = placeSummarySchema.extend({
  grade: z.enum(SCORECARD_GRADES).nullable(),
  passed: z.number().int(),
  measured: z.number().int(),
});

export const scorecardRequestSchema = z.object({
  id: z.number().int(),
  /** The key of its public page, /scorecardrequest/{public_id}. */
  public_id: z.string(),
  account_id: z.number().int(),
  business_name: z.string(),
  address: z.string(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  message: z.string().nullable(),
  /** Whether public data found the business; the grade is null when not. */
  found: z.boolean(),
  grade: z.enum(SCORECARD_GRADES).nullable(),
  rating: z.number().nullable(),
  review_count: z.number().int().nullable(),
  created_by_user_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type ScorecardRequest = z.infer<typeof scorecardRequestSchema>;

/** GET /public/scorecard_requests/{id}: the prospect's page, speaking as the partner (decision 0117). */
export const publicScorecardSchema = z.object({
  ...publicFaceShape,
  prospect_name: z.string(),
  prospect_address: z.string(),
  found: z.boolean(),
  place: placeSummarySchema.nullable(),
  scorecard: scorecardGradeSchema,
  competitors: z.array(scorecardCompetitorSchema),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  message: z.string().nullable(),
  created_at: z.string(),
});
export type PublicScorecard = z.infer<typeof publicScorecardSchema>;

export const SCORECARD_REQUESTS_PAGE_SIZE = 25;

export const scorecardRequestsQuerySchema = z.object({
  account_id: idSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(250).default(SCORECARD_REQUESTS_PAGE_SIZE),
  nonce: z.string().optional(),
});
export type ScorecardRequestsQuery = z.infer<typeof scorecardRequestsQuerySchema>;

/** The public page's key: random, URL-safe. */
export const scorecardPublicIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
