import type { IsoDate } from '@repute/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { locationReviewDailyCounts, locationReviewMonthlyCounts, reviews } from '../../platform/db/schema';
import { reviewConditions } from '../reviews';
import { countPieces } from './count-pieces';

/** A window of the performance screens: both days included, from null for all time. */
export type CountWindow = { from: IsoDate | null; to: IsoDate };

/** What one location did in one window. */
export type LocationCounts = {
  reviews: number;
  rated: number;
  ratingSum: number;
  responded: number;
  responseSeconds: number;
};

export type LocationDirectoryRow = {
  id: number;
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
};

export type GroupMembersRow = { id: number; name: string; locationIds: number[] };

type RawCounts = {
  w: number;
  location_id: number;
  reviews: number;
  rated: number;
  rating_sum: number;
  responded: number;
  response_seconds: number;
};

const COUNTED = sql`location_id, reviews, rated, rating_sum, responded, response_seconds`;

/** One window from the month and day counts (see countPieces), each row with the window's index and sign. */
function fromCounts(accountId: number, index: number, window: CountWindow): SQL[] {
  return countPieces(window.from, window.to).map((piece) => {
    const [table, column] =
      piece.period === 'month' ? [locationReviewMonthlyCounts, sql`month`] : [locationReviewDailyCounts, sql`day`];
    const after = piece.from === null ? sql`` : sql`and ${column} >= ${piece.from}::date`;
    return sql`select ${index}::int as w, ${piece.sign}::int as sign, ${COUNTED} from ${table}
      where account_id = ${accountId} ${after} and ${column} <= ${piece.to}::date`;
  });
}

/** One window from the reviews themselves: what a source filter needs (the counts are not per source). */
function fromReviews(accountId: number, timeZone: string, index: number, window: CountWindow, sourceIds: number[]) {
  const conditions = reviewConditions(accountId, {
    from: window.from ?? undefined,
    to: window.to,
    source_id: sourceIds,
    timeZone,
  });
  return sql`select ${index}::int as w, 1 as sign, reviews.location_id, 1 as reviews,
      (reviews.rating > 0)::int as rated, reviews.rating as rating_sum, (reviews.responded_at is not null)::int as responded,
      coalesce(extract(epoch from reviews.responded_at - reviews.published_at), 0)::float8 as response_seconds
    from ${reviews} where ${conditions}`;
}

/**
 * Location Performance's reads: every location's review counts in each window (whole months and the days at
 * the ends from the per-location counts; from the reviews when a source filter applies), the account's
 * locations and groups, and the first month it has reviews in (the length of "all time").
 */
export function createLocationCountsRepo(db: Database) {
  return {
    async countsByWindow(
      accountId: number,
      timeZone: string,
      windows: CountWindow[],
      sourceIds: number[],
    ): Promise<Map<number, LocationCounts>[]> {
      const parts = windows.flatMap((window, index) =>
        sourceIds.length > 0
          ? [fromReviews(accountId, timeZone, index, window, sourceIds)]
          : fromCounts(accountId, index, window),
      );
      const result = await db.execute<RawCounts>(sql`
        select w, location_id, sum(sign * reviews)::int as reviews, sum(sign * rated)::int as rated,
          sum(sign * rating_sum)::int as rating_sum, sum(sign * responded)::int as responded,
          sum(sign * response_seconds)::float8 as response_seconds
        from (${sql.join(parts, sql` union all `)}) pieces
        group by w, location_id`);
      const byWindow = windows.map(() => new Map<number, LocationCounts>());
      for (const row of result.rows) {
        byWindow[row.w]?.set(row.location_id, {
          reviews: row.reviews,
          rated: row.rated,
          ratingSum: row.rating_sum,
          responded: row.responded,
          responseSeconds: row.response_seconds,
        });
      }
      return byWindow;
    },

    async firstMonth(accountId: number): Promise<IsoDate | null> {
      const result = await db.execute<{ month: string | null }>(sql`
        select to_char(min(month), 'YYYY-MM-DD') as month from ${locationReviewMonthlyCounts}
        where account_id = ${accountId} and reviews > 0`);
      return (result.rows[0]?.month as IsoDate | null) ?? null;
    },

    async locations(accountId: number): Promise<LocationDirectoryRow[]> {
      const result = await db.execute<LocationDirectoryRow>(sql`
        select id, name, address, city, coalesce(state_code, state) as state, zipcode
        from locations where account_id = ${accountId} order by lower(name), id`);
      return result.rows;
    },

    async groups(accountId: number): Promise<GroupMembersRow[]> {
      const result = await db.execute<{ id: number; name: string; location_ids: number[] }>(sql`
        select g.id, g.name, coalesce(array_agg(gl.location_id order by gl.location_id)
          filter (where gl.location_id is not null), '{}') as location_ids
        from groups g left join group_locations gl on gl.group_id = g.id and gl.account_id = ${accountId}
        where g.account_id = ${accountId}
        group by g.id, g.name order by lower(g.name), g.id`);
      return result.rows.map((row) => ({ id: row.id, name: row.name, locationIds: row.location_ids }));
    },

    verticalAccountCounts: (verticalId: string, window: CountWindow) => readVerticalCounts(db, verticalId, window),

    /** How many accounts the industry score of a vertical would average (checked before reading their counts). */
    async verticalAccountTotal(verticalId: string): Promise<number> {
      const result = await db.execute<{ total: number }>(sql`
        select count(*)::int as total from (${VERTICAL_ACCOUNTS(verticalId)}) vertical`);
      return result.rows[0]?.total ?? 0;
    },
  };
}

/** The accounts an industry score averages: active or trial accounts of the vertical, parents left out. */
const VERTICAL_ACCOUNTS = (verticalId: string) =>
  sql`select id from accounts where account_vertical_name = ${verticalId} and status in ('active', 'trial') and not is_parent`;

export type AccountCountsRow = LocationCounts & { accountId: number; locations: number };

/**
 * The industry score's reads (decision 0048): every account of a vertical with its locations and its review
 * counts in the window, pooled over its locations. Only totals leave this function; no names.
 */
async function readVerticalCounts(db: Database, verticalId: string, window: CountWindow): Promise<AccountCountsRow[]> {
  const pieces = countPieces(window.from, window.to).map((piece) => {
    const [table, column] =
      piece.period === 'month' ? [locationReviewMonthlyCounts, sql`month`] : [locationReviewDailyCounts, sql`day`];
    const after = piece.from === null ? sql`` : sql`and ${column} >= ${piece.from}::date`;
    return sql`select ${piece.sign}::int as sign, account_id, reviews, rated, rating_sum, responded, response_seconds
      from ${table} where account_id in (select id from vertical) ${after} and ${column} <= ${piece.to}::date`;
  });
  const result = await db.execute<RawCounts & { account_id: number; locations: number }>(sql`
    with vertical as (${VERTICAL_ACCOUNTS(verticalId)}), counted as (
      select account_id, sum(sign * reviews)::int as reviews, sum(sign * rated)::int as rated,
        sum(sign * rating_sum)::int as rating_sum, sum(sign * responded)::int as responded,
        sum(sign * response_seconds)::float8 as response_seconds
      from (${sql.join(pieces, sql` union all `)}) pieces group by account_id
    )
    select v.id as account_id, (select count(*) from locations l where l.account_id = v.id)::int as locations,
      coalesce(c.reviews, 0) as reviews, coalesce(c.rated, 0) as rated, coalesce(c.rating_sum, 0) as rating_sum,
      coalesce(c.responded, 0) as responded, coalesce(c.response_seconds, 0) as response_seconds
    from vertical v left join counted c on c.account_id = v.id`);
  return result.rows.map((row) => ({
    accountId: row.account_id,
    locations: row.locations,
    reviews: row.reviews,
    rated: row.rated,
    ratingSum: row.rating_sum,
    responded: row.responded,
    responseSeconds: row.response_seconds,
  }));
}

export type LocationCountsRepo = ReturnType<typeof createLocationCountsRepo>;
