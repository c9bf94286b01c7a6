import { z } from 'zod';

/**
 * Prescriptive insights (issue 30 §2, decision 0143; docs/prescriptive-insights.md says how each is computed): what
 * moved a location's score and rating this period and what to do next, each with evidence a user can open.
 */

export const INSIGHT_KINDS = [
  'response_time',
  'rating_drop',
  'review_volume',
  'photos_missing',
  'listings_out_of_sync',
] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

/** The period insights compare: the last 30 days against the 30 before. */
export const INSIGHT_PERIOD_DAYS = 30;
/** Days a snoozed insight stays hidden. */
export const INSIGHT_SNOOZE_DAYS = [7, 30] as const;
/** Evidence items listed in an insight (the link opens all of them). */
export const INSIGHT_EVIDENCE_ITEMS = 5;

/** A link to the screen that shows or fixes it, with the filter in its URL. */
export const insightLinkSchema = z.object({ label: z.string(), href: z.string() });
export type InsightLink = z.infer<typeof insightLinkSchema>;

export const prescriptiveInsightSchema = z.object({
  /** Stable while the cause lasts: `kind:location_id` (or `kind:account` for one across locations). */
  key: z.string(),
  kind: z.enum(INSIGHT_KINDS),
  location_id: z.number().int().nullable(),
  location_name: z.string().nullable(),
  title: z.string(),
  /** What to do next. */
  action: z.string(),
  /** Expected effect on the location score, in points (0-100), the ranking's key. */
  effect: z.number(),
  evidence: z.object({
    summary: z.string(),
    link: insightLinkSchema,
    items: z.array(insightLinkSchema),
  }),
  fix: insightLinkSchema,
});
export type PrescriptiveInsight = z.infer<typeof prescriptiveInsightSchema>;

export const prescriptiveInsightsSchema = z.object({
  _embedded: z.object({ prescriptive_insights: z.array(prescriptiveInsightSchema) }),
  _total: z.number().int(),
  /** Insights the caller's account dismissed or snoozed that would otherwise show. */
  hidden: z.number().int(),
  from: z.string(),
  to: z.string(),
});

const insightKeySchema = z
  .string()
  .regex(/^[a-z_]+:(\d+|account)$/, 'Not an insight key')
  .refine((key) => (INSIGHT_KINDS as readonly string[]).includes(key.split(':')[0] ?? ''), 'Not an insight key');

/** POST /prescriptive_insights/dismissals: hide one for good, or for `snooze_days`. */
export const insightDismissalBodySchema = z.object({
  key: insightKeySchema,
  snooze_days: z
    .union(INSIGHT_SNOOZE_DAYS.map((days) => z.literal(days)) as [z.ZodLiteral<7>, z.ZodLiteral<30>])
    .optional(),
});
export type InsightDismissalBody = z.infer<typeof insightDismissalBodySchema>;

export const insightDismissalSchema = z.object({
  key: z.string(),
  /** null: dismissed for good. */
  hidden_until: z.string().nullable(),
});
