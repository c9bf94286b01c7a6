import {
  addDays,
  INSIGHT_PERIOD_DAYS,
  type IsoDate,
  type PerformanceRow,
  performanceQuerySchema,
  type Review,
  reviewsQuerySchema,
  todayIn,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import type { PerformanceService } from '../performance';
import type { ReviewsService } from '../reviews';

export type Period = { from: IsoDate; to: IsoDate };

/** The last 30 days, today included, in the account's time zone: the period scorecards and insights read. */
export function currentPeriod(caller: Caller): Period {
  const to = todayIn(caller.accountTimeZone);
  return { from: addDays(to, -(INSIGHT_PERIOD_DAYS - 1)), to };
}

/** The most negative reviews read for one period: past this the share is of the newest ones. */
const NEGATIVE_REVIEWS_READ = 1000;
const PAGE = 100;

export type NegativeReview = Pick<
  Review,
  'id' | 'location_id' | 'rating' | 'author_name' | 'content' | 'published_at'
> & {
  /** Days from the review to its first published response; null when none. */
  reply_days: number | null;
};

const DAY_MS = 86_400_000;

function replyDays(review: Review): number | null {
  const published = review.responses
    .map((response) => response.published_at)
    .filter((at): at is string => at !== null)
    .sort()[0];
  if (!published) return null;
  return Math.max(0, (Date.parse(published) - Date.parse(review.published_at)) / DAY_MS);
}

/**
 * What scorecards and insights read of each location for a period: Location Performance's rows (the score, its
 * inputs and the previous period, docs/scoring.md) and the period's negative reviews (sentiment negative, as the
 * inbox's Sentiment filter has it) with how long each waited for a reply.
 */
export function createLocationPeriods(deps: {
  performance: Pick<PerformanceService, 'overview'>;
  reviews: Pick<ReviewsService, 'list'>;
}) {
  return {
    async performanceRows(caller: Caller, period: Period): Promise<PerformanceRow[]> {
      const query = performanceQuerySchema.parse({
        start_date: period.from,
        end_date: period.to,
        with_lag: 'true',
        per_page: 500,
      });
      return (await deps.performance.overview(caller, query)).rows;
    },

    async negativeReviews(caller: Caller, period: Period): Promise<NegativeReview[]> {
      const found: NegativeReview[] = [];
      for (let page = 1; found.length < NEGATIVE_REVIEWS_READ; page += 1) {
        const query = reviewsQuerySchema.parse({
          from: period.from,
          to: period.to,
          sentiment: '-1',
          page,
          per_page: PAGE,
        });
        const { reviews } = await deps.reviews.list(caller, query);
        for (const review of reviews) {
          const { id, location_id, rating, author_name, content, published_at } = review;
          found.push({ id, location_id, rating, author_name, content, published_at, reply_days: replyDays(review) });
        }
        if (reviews.length < PAGE) break;
      }
      return found;
    },
  };
}

export type LocationPeriods = ReturnType<typeof createLocationPeriods>;

/** The share of a location's negative reviews answered within `days`; null when it had none. */
export function repliedShare(reviews: readonly NegativeReview[], days: number): number | null {
  if (reviews.length === 0) return null;
  const inTime = reviews.filter((review) => review.reply_days !== null && review.reply_days <= days).length;
  return inTime / reviews.length;
}
