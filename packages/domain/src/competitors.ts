import { z } from 'zod';
import { isoDateSchema } from './iso-date';
import { listQuerySchema } from './list-query';
import { reportWindowShape } from './report-window';
import { idListSchema, idSchema } from './whole-numbers';

/**
 * Competitors (issue 28, spec 000 §1, §2, §7, §9): the businesses near each location, their public aggregates per
 * source kept as a daily history, and the overview of the account's locations against them (decision 0136).
 */

/** Suggested from Google's nearby places; approved or rejected by a user; added by hand (always approved). */
export const COMPETITOR_STATUSES = ['suggested', 'approved', 'rejected'] as const;
export type CompetitorStatus = (typeof COMPETITOR_STATUSES)[number];

/** The sources a competitor is read from, by their source code (the sources catalogue's ids). */
export const COMPETITOR_SOURCE_CODES = ['google', 'yelp'] as const;
export type CompetitorSourceCode = (typeof COMPETITOR_SOURCE_CODES)[number];

/** Spec 000 §9: the competitors screens open on the last six months. */
export const COMPETITORS_DEFAULT_DATE_DESCRIPTOR = 'sixMonths';
/** Competitors a location keeps from one nearby search (Google answers at most 20). */
export const COMPETITOR_SUGGESTIONS_PER_LOCATION = 5;
export const COMPETITORS_PAGE_SIZE = 25;

/** Spec 000 §8: what the screens say when the competitor sources cannot be read. */
export const COMPETITOR_SOURCES_ERROR =
  'Unable to get competitor account sources at this time. Please try refreshing the page or try again later.';

/** A Google place id as Places API (New) writes it: letters, digits, - and _. */
const placeIdSchema = z
  .string()
  .trim()
  .regex(/^[\w-]{10,300}$/, 'Expected a Google place id');
/** A Yelp business page (https://www.yelp.com/biz/<alias>) or the alias itself. */
const yelpPageSchema = z
  .string()
  .trim()
  .max(500)
  .transform((value, context) => {
    const alias = /^(?:https?:\/\/(?:www\.|m\.)?yelp\.[a-z.]+\/biz\/)?([\w-]+)\/?(?:[?#].*)?$/i.exec(value)?.[1];
    if (!alias) {
      context.addIssue({ code: 'custom', message: 'Expected a Yelp business page (https://www.yelp.com/biz/…)' });
      return z.NEVER;
    }
    return alias;
  });

/** Added by hand: a name and address, and the place's Google id or Yelp page when the user has them. */
export const competitorCreateSchema = z.object({
  location_id: idSchema,
  name: z.string().trim().min(1, 'Name is required').max(200),
  address: z.string().trim().max(500).default(''),
  google_place_id: placeIdSchema.optional(),
  yelp_url: yelpPageSchema.optional(),
  brand_id: idSchema.nullable().optional(),
});
export type CompetitorCreate = z.infer<typeof competitorCreateSchema>;
export type CompetitorCreateInput = z.input<typeof competitorCreateSchema>;

/** Approve or reject a suggestion; put a competitor in a brand (or take it out with null). */
export const competitorUpdateSchema = z
  .object({
    status: z.enum(COMPETITOR_STATUSES).optional(),
    brand_id: idSchema.nullable().optional(),
  })
  .refine((body) => body.status !== undefined || body.brand_id !== undefined, 'Nothing to change');
export type CompetitorUpdate = z.infer<typeof competitorUpdateSchema>;

export const competitorSchema = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  location_name: z.string(),
  name: z.string(),
  address: z.string(),
  status: z.enum(COMPETITOR_STATUSES),
  origin: z.enum(['suggested', 'manual']),
  google_place_id: z.string().nullable(),
  yelp_business_id: z.string().nullable(),
  brand_id: z.number().int().nullable(),
  brand_name: z.string().nullable(),
  /** The latest aggregates read, over all its sources. */
  rating: z.number().nullable(),
  review_count: z.number().int().nullable(),
  last_read_on: z.string().nullable(),
});
export type Competitor = z.infer<typeof competitorSchema>;

export const competitorsQuerySchema = listQuerySchema({ perPage: { default: COMPETITORS_PAGE_SIZE, max: 500 } }).extend(
  {
    location_id: idListSchema.optional(),
    status: z.enum(COMPETITOR_STATUSES).optional(),
    brand_id: idListSchema.optional(),
  },
);
export type CompetitorsQuery = z.infer<typeof competitorsQuerySchema>;

/** One day of one competitor at one source: its public aggregates as read that day. */
export const competitorDaySchema = z.object({
  day: z.string(),
  source_id: z.number().int(),
  rating: z.number().nullable(),
  review_count: z.number().int(),
  response_rate: z.number().nullable(),
});
export type CompetitorDay = z.infer<typeof competitorDaySchema>;

/**
 * The filters of the overview, its exports and the brands' roll-ups: the filter bar's dates (from/to, or the
 * report window's start_date/end_date), locations, groups, sources and brands.
 */
export const competitorFiltersSchema = z.object({
  ...reportWindowShape,
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  location_id: idListSchema.optional(),
  group_id: idListSchema.optional(),
  source_id: idListSchema.optional(),
  brand_ids: idListSchema.optional(),
  nonce: z.string().optional(),
});
export type CompetitorFilters = z.infer<typeof competitorFiltersSchema>;

/** The figures the screens compare, for one of the account's locations or one competitor, over the window. */
const figuresShape = {
  rating: z.number().nullable(),
  review_count: z.number().int(),
  /** Reviews that arrived in the window. */
  new_reviews: z.number().int(),
  /** New reviews per 30 days in the window. */
  velocity: z.number(),
  /** Share of reviews answered, where the source shows answers; null where it does not. */
  response_rate: z.number().nullable(),
  /** The rating's move over the window (last minus first day read). */
  rating_change: z.number().nullable(),
};
export const competitorFiguresSchema = z.object(figuresShape);
export type CompetitorFigures = z.infer<typeof competitorFiguresSchema>;

export const overviewCompetitorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand_name: z.string().nullable(),
  ...figuresShape,
});
export type OverviewCompetitor = z.infer<typeof overviewCompetitorSchema>;

/** One of the account's locations against its approved competitors; rank 1 is the best rated of the set. */
export const competitorOverviewRowSchema = z.object({
  location_id: z.number().int(),
  location_name: z.string(),
  ...figuresShape,
  rank: z.number().int(),
  of: z.number().int(),
  competitors: z.array(overviewCompetitorSchema),
});
export type CompetitorOverviewRow = z.infer<typeof competitorOverviewRowSchema>;

/** A month of the trend lines: the account's locations against their competitors. */
export const competitorTrendPointSchema = z.object({
  month: z.string(),
  own_rating: z.number().nullable(),
  competitor_rating: z.number().nullable(),
  own_new_reviews: z.number().int(),
  competitor_new_reviews: z.number().int(),
});
export type CompetitorTrendPoint = z.infer<typeof competitorTrendPointSchema>;

export const competitorOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  locations: z.array(competitorOverviewRowSchema),
  trend: z.array(competitorTrendPointSchema),
});
export type CompetitorOverview = z.infer<typeof competitorOverviewSchema>;

export const competitorBrandCreateSchema = z.object({ name: z.string().trim().min(1, 'Name is required').max(200) });

/** A brand rolled up: its competitor locations' figures together. */
export const competitorBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location_count: z.number().int(),
  ...figuresShape,
});
export type CompetitorBrand = z.infer<typeof competitorBrandSchema>;

/** GET /intel/accounts/{account_id}/sources (spec 000 §7): the sources competitors are read from. */
export const intelSourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  rtx_source_id: z.number().int(),
  competitor_count: z.number().int(),
});
export type IntelSource = z.infer<typeof intelSourceSchema>;
