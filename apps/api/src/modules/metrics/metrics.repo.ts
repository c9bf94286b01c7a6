import { type MetricsListQuery, pageWindow } from '@repute/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { reviewDailyCounts, reviewDayTotals, reviews } from '../../platform/db/schema';
import { dailyCountConditions, dayTotalConditions, type ResolvedFilters, reviewConditions } from '../reviews';

export type AggregateRow = {
  totalReviews: number;
  ratedReviews: number;
  ratingSum: number;
  positiveReviews: number;
  negativeReviews: number;
  respondedReviews: number;
  responseDays: number | null;
};

export type NamedAggregateRow = AggregateRow & { id: number; name: string; locationCount: number };

/** The aggregates every metric answers, over whatever reviews the query reads (null-safe for left joins). */
const AGGREGATES = sql`
  count(reviews.id)::int as total_reviews,
  (count(reviews.id) filter (where reviews.rating > 0))::int as rated_reviews,
  coalesce(sum(reviews.rating) filter (where reviews.rating > 0), 0)::int as rating_sum,
  (count(reviews.id) filter (where reviews.sentiment = 1))::int as positive_reviews,
  (count(reviews.id) filter (where reviews.sentiment = -1))::int as negative_reviews,
  count(reviews.responded_at)::int as responded_reviews,
  (avg(extract(epoch from reviews.responded_at - reviews.published_at)) / 86400)::float8 as response_days`;

/** The same aggregates over review_day_totals (see dayTotalConditions for when they apply). */
const TOTALLED_AGGREGATES = sql`
  coalesce(sum(reviews), 0)::int as total_reviews,
  coalesce(sum(rated), 0)::int as rated_reviews,
  coalesce(sum(rating_sum), 0)::int as rating_sum,
  coalesce(sum(positive), 0)::int as positive_reviews,
  coalesce(sum(negative), 0)::int as negative_reviews,
  coalesce(sum(responded), 0)::int as responded_reviews,
  (sum(response_seconds) / nullif(sum(responded), 0) / 86400)::float8 as response_days`;

/** The same aggregates over review_daily_counts (see dailyCountConditions for when they apply). */
const COUNTED_AGGREGATES = sql`
  coalesce(sum(reviews), 0)::int as total_reviews,
  coalesce(sum(reviews) filter (where rating > 0), 0)::int as rated_reviews,
  coalesce(sum(reviews * rating) filter (where rating > 0), 0)::int as rating_sum,
  coalesce(sum(reviews) filter (where sentiment = 1), 0)::int as positive_reviews,
  coalesce(sum(reviews) filter (where sentiment = -1), 0)::int as negative_reviews,
  coalesce(sum(responded), 0)::int as responded_reviews,
  (sum(response_seconds) / nullif(sum(responded), 0) / 86400)::float8 as response_days`;

type RawAggregate = {
  total_reviews: number;
  rated_reviews: number;
  rating_sum: number;
  positive_reviews: number;
  negative_reviews: number;
  responded_reviews: number;
  response_days: number | null;
};

const toAggregate = (row: RawAggregate): AggregateRow => ({
  totalReviews: row.total_reviews,
  ratedReviews: row.rated_reviews,
  ratingSum: row.rating_sum,
  positiveReviews: row.positive_reviews,
  negativeReviews: row.negative_reviews,
  respondedReviews: row.responded_reviews,
  responseDays: row.response_days,
});

const SORT_SQL: Record<MetricsListQuery['sort[by]'], SQL> = {
  name: sql`lower(name)`,
  average_rating: sql`rating_sum::float8 / nullif(rated_reviews, 0)`,
  total_reviews: sql`total_reviews`,
  response_rate: sql`responded_reviews::float8 / nullif(total_reviews, 0)`,
  response_time: sql`response_days`,
};

function orderAndPage(query: MetricsListQuery): SQL {
  const direction = query['sort[order]'] === 'desc' ? sql.raw('desc nulls last') : sql.raw('asc nulls last');
  const { limit, offset } = pageWindow(query);
  return sql`order by ${SORT_SQL[query['sort[by]']]} ${direction}, id asc limit ${limit} offset ${offset}`;
}

const idsOf = (ids: number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/**
 * Where an account-wide metric reads: the day totals when only dates filter (a row a day), the daily counts when
 * the filters allow (a few thousand rows for a year), else the filtered reviews. All select the same reviews, so
 * the numbers agree either way.
 */
function aggregateSource(accountId: number, filters: ResolvedFilters, { perSource = false } = {}) {
  // The day totals keep no source apart: a breakdown by source reads the daily counts.
  const days = perSource ? null : dayTotalConditions(accountId, filters);
  if (days)
    return { aggregates: TOTALLED_AGGREGATES, from: sql`${reviewDayTotals} where ${days}`, day: sql`day::timestamp` };
  const counted = dailyCountConditions(accountId, filters);
  return counted
    ? { aggregates: COUNTED_AGGREGATES, from: sql`${reviewDailyCounts} where ${counted}`, day: sql`day::timestamp` }
    : {
        aggregates: AGGREGATES,
        from: sql`${reviews} where ${reviewConditions(accountId, filters)}`,
        day: sql`(reviews.published_at at time zone ${filters.timeZone})`,
      };
}

export function createMetricsRepo(db: Database) {
  async function named(query: SQL): Promise<{ rows: NamedAggregateRow[]; total: number }> {
    const result = await db.execute<RawAggregate & { id: number; name: string; location_count: number; total: number }>(
      query,
    );
    const rows = result.rows.map((row) => ({
      ...toAggregate(row),
      id: row.id,
      name: row.name,
      locationCount: row.location_count,
    }));
    return { rows, total: result.rows[0]?.total ?? 0 };
  }

  return {
    async totals(accountId: number, filters: ResolvedFilters): Promise<AggregateRow> {
      const { aggregates, from } = aggregateSource(accountId, filters);
      const result = await db.execute<RawAggregate>(sql`select ${aggregates} from ${from}`);
      const row = result.rows[0];
      if (!row) throw new Error('aggregate returned no row');
      return toAggregate(row);
    },

    /** Per calendar month in the account's time zone, x as the month's first day. */
    async monthly(accountId: number, filters: ResolvedFilters) {
      const { aggregates, from, day } = aggregateSource(accountId, filters);
      const result = await db.execute<RawAggregate & { month: string }>(sql`
        select to_char(date_trunc('month', ${day}), 'YYYY-MM-DD') as month, ${aggregates}
        from ${from} group by 1 order by 1`);
      return result.rows.map((row) => ({ month: row.month, ...toAggregate(row) }));
    },

    async bySource(accountId: number, filters: ResolvedFilters) {
      const { aggregates, from } = aggregateSource(accountId, filters, { perSource: true });
      const result = await db.execute<RawAggregate & { source_id: number }>(sql`
        select source_id, ${aggregates} from ${from} group by source_id`);
      return result.rows.map((row) => ({ sourceId: row.source_id, ...toAggregate(row) }));
    },

    /** Every location the location and group filters keep, with its metrics (zero when it has no reviews). */
    async byLocation(accountId: number, filters: ResolvedFilters, query: MetricsListQuery) {
      const keep = [
        filters.location_id?.length ? sql`and l.id in ${idsOf(filters.location_id)}` : sql``,
        filters.group_id?.length
          ? sql`and l.id in (select location_id from group_locations where account_id = ${accountId} and group_id in ${idsOf(filters.group_id)})`
          : sql``,
      ];
      return named(sql`
        with per_location as (
          select reviews.location_id, ${AGGREGATES}
          from ${reviews} where ${reviewConditions(accountId, filters)}
          group by reviews.location_id
        ), rows as (
          select l.id, l.name, 1 as location_count,
            coalesce(p.total_reviews, 0) as total_reviews, coalesce(p.rated_reviews, 0) as rated_reviews,
            coalesce(p.rating_sum, 0) as rating_sum, coalesce(p.positive_reviews, 0) as positive_reviews,
            coalesce(p.negative_reviews, 0) as negative_reviews, coalesce(p.responded_reviews, 0) as responded_reviews,
            p.response_days
          from locations l left join per_location p on p.location_id = l.id
          where l.account_id = ${accountId} ${sql.join(keep, sql` `)}
        )
        select rows.*, count(*) over ()::int as total from rows ${orderAndPage(query)}`);
    },

    /** Every group (or those the group filter names), over the reviews of its member locations. */
    async byGroup(accountId: number, filters: ResolvedFilters, query: MetricsListQuery) {
      const groupFilter = filters.group_id?.length ? sql`and g.id in ${idsOf(filters.group_id)}` : sql``;
      return named(sql`
        with per_group as (
          select gl.group_id, count(distinct gl.location_id)::int as location_count, ${AGGREGATES}
          from group_locations gl
          left join ${reviews} on reviews.location_id = gl.location_id and ${reviewConditions(accountId, filters)}
          where gl.account_id = ${accountId}
          group by gl.group_id
        ), rows as (
          select g.id, g.name, coalesce(p.location_count, 0) as location_count,
            coalesce(p.total_reviews, 0) as total_reviews, coalesce(p.rated_reviews, 0) as rated_reviews,
            coalesce(p.rating_sum, 0) as rating_sum, coalesce(p.positive_reviews, 0) as positive_reviews,
            coalesce(p.negative_reviews, 0) as negative_reviews, coalesce(p.responded_reviews, 0) as responded_reviews,
            p.response_days
          from groups g left join per_group p on p.group_id = g.id
          where g.account_id = ${accountId} ${groupFilter}
        )
        select rows.*, count(*) over ()::int as total from rows ${orderAndPage(query)}`);
    },
  };
}

export type MetricsRepo = ReturnType<typeof createMetricsRepo>;
