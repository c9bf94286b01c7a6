import { type CompetitorStatus, type IsoDate, sourceByCode } from '@repute/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  competitorAccountDaily,
  competitorBrands,
  competitorDaily,
  competitors,
  groupLocations,
  locations,
} from '../../platform/db/schema';

/** Which competitors a read is about: the account's, narrowed by the filter bar's locations, groups and brands. */
export type CompetitorScope = {
  accountId: number;
  locationIds?: number[];
  groupIds?: number[];
  brandIds?: number[];
  status?: CompetitorStatus;
};

export type CompetitorRow = {
  id: number;
  location_id: number;
  location_name: string;
  name: string;
  address: string;
  status: CompetitorStatus;
  origin: 'suggested' | 'manual';
  google_place_id: string | null;
  yelp_business_id: string | null;
  brand_id: number | null;
  brand_name: string | null;
  rating: number | null;
  review_count: number | null;
  last_read_on: string | null;
};

/**
 * Every competitor in scope at each source it can be read at (a place), column by column: the ends' statement
 * answers one row whose fields are JSON arrays, one a column (decision 0178), so the driver hands JSON.parse eleven
 * fields instead of parsing thousands of rows, and the report reads place i as the i-th of each array, with no
 * array or object a place. A place's ends are the last read by the
 * window's end, and by its start (or, for a history that starts inside the window, its first); a place with no
 * read by the window's end (its end count null) is not in the report.
 */
export type CompetitorEnds = {
  ids: number[];
  locationIds: number[];
  names: string[];
  brandIds: (number | null)[];
  brandNames: (string | null)[];
  sourceIds: number[];
  endRatings: (number | null)[];
  endCounts: (number | null)[];
  endResponses: (number | null)[];
  startRatings: (number | null)[];
  startCounts: (number | null)[];
};

const noEnds = (): CompetitorEnds => ({
  ids: [],
  locationIds: [],
  names: [],
  brandIds: [],
  brandNames: [],
  sourceIds: [],
  endRatings: [],
  endCounts: [],
  endResponses: [],
  startRatings: [],
  startCounts: [],
});

/** A place's ends read by its own probes. */
type ProbedEnds = {
  id: number;
  source_id: number;
  end_rating: number | null;
  end_count: number;
  end_response: number | null;
  start_rating: number | null;
  start_count: number | null;
};

/** The catalogue's Yelp (the other competitor source is Google, decision 0137). */
const YELP_SOURCE_ID = sourceByCode('yelp')?.id;

const placeKey = (id: number, sourceId: number) => `${id}:${sourceId}`;

/**
 * The places not read on both of the account's days take the ends their own probes found (none: no read by the
 * window's end, and the place is not in the report).
 */
function takeProbed(ends: CompetitorEnds, apart: number[], probed: ProbedEnds[]) {
  const byPlace = new Map(probed.map((place) => [placeKey(place.id, place.source_id), place]));
  for (const i of apart) {
    const place = byPlace.get(placeKey(ends.ids[i] as number, ends.sourceIds[i] as number));
    ends.endRatings[i] = place?.end_rating ?? null;
    ends.endCounts[i] = place?.end_count ?? null;
    ends.endResponses[i] = place?.end_response ?? null;
    ends.startRatings[i] = place?.start_rating ?? null;
    ends.startCounts[i] = place?.start_count ?? null;
  }
}

/** The competitors' sums on one day of the trend. */
export type CompetitorTrendDay = { day: string; rated_count: number; rating_sum: number; review_count: number };

export type NewCompetitor = {
  accountId: number;
  locationId: number;
  name: string;
  address: string;
  googlePlaceId: string | null;
  yelpBusinessId: string | null;
  brandId: number | null;
  status: CompetitorStatus;
  origin: 'suggested' | 'manual';
};

export type DailyRead = {
  competitorId: number;
  accountId: number;
  sourceId: number;
  day: IsoDate;
  rating: number | null;
  reviewCount: number;
  responseRate: number | null;
};

/** A place due to be read today at a source. */
export type PendingRead = { competitorId: number; accountId: number; externalId: string };

const ids = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;

function scopeConditions({ accountId, locationIds, groupIds, brandIds, status }: CompetitorScope): SQL {
  const parts: SQL[] = [sql`c.account_id = ${accountId}`];
  if (status) parts.push(sql`c.status = ${status}`);
  if (locationIds?.length) parts.push(sql`c.location_id = any(${ids(locationIds)})`);
  if (brandIds?.length) parts.push(sql`c.brand_id = any(${ids(brandIds)})`);
  if (groupIds?.length) {
    parts.push(sql`c.location_id in (select location_id from ${groupLocations}
      where account_id = ${accountId} and group_id = any(${ids(groupIds)}))`);
  }
  return sql.join(parts, sql` and `);
}

/** The latest read of each source, summed: the list's rating and count (count-weighted over the sources). */
const LATEST = (sourceIds: number[]) => sql`
  left join lateral (
    select sum(latest.rating * latest.review_count) filter (where latest.rating is not null)
        / nullif(sum(latest.review_count) filter (where latest.rating is not null), 0) as rating,
      sum(latest.review_count)::int as review_count, to_char(max(latest.day), 'YYYY-MM-DD') as last_read_on
    from unnest(${ids(sourceIds)}) as s(id)
    cross join lateral (select d.rating, d.review_count, d.day from ${competitorDaily} d
      where d.competitor_id = c.id and d.source_id = s.id order by d.day desc limit 1) latest
  ) aggregates on true`;

const COMPETITOR_COLUMNS = sql`c.id, c.location_id, l.name as location_name, c.name, c.address, c.status, c.origin,
  c.google_place_id, c.yelp_business_id, c.brand_id, b.name as brand_name,
  round(aggregates.rating::numeric, 2)::float8 as rating, aggregates.review_count, aggregates.last_read_on`;

export function createCompetitorsRepo(db: Database) {
  /** The ends of these places, one primary-key probe each (decision 0137's read, for the places read apart). */
  async function probeEnds(ends: CompetitorEnds, apart: number[], from: IsoDate, to: IsoDate) {
    const result = await db.execute<ProbedEnds>(sql`
      select p.id, p.source_id, e.rating as end_rating, e.review_count as end_count, e.response_rate as end_response,
        st.rating as start_rating, st.review_count as start_count
      from unnest(${ids(apart.map((i) => ends.ids[i] as number))}, ${ids(apart.map((i) => ends.sourceIds[i] as number))})
        as p(id, source_id)
      cross join lateral (select d.rating, d.review_count, d.response_rate from ${competitorDaily} d
        where d.competitor_id = p.id and d.source_id = p.source_id and d.day <= ${to}::date
        order by d.day desc limit 1) e
      left join lateral (
        select * from (
          (select d.rating, d.review_count from ${competitorDaily} d
            where d.competitor_id = p.id and d.source_id = p.source_id and d.day <= ${from}::date
            order by d.day desc limit 1)
          union all
          (select d.rating, d.review_count from ${competitorDaily} d
            where d.competitor_id = p.id and d.source_id = p.source_id and d.day > ${from}::date
              and d.day <= ${to}::date
            order by d.day limit 1)
        ) first_read limit 1
      ) st on true`);
    return result.rows;
  }

  async function listWhere(where: SQL, sourceIds: number[], limit: number, offset: number) {
    const result = await db.execute<CompetitorRow>(sql`
      select ${COMPETITOR_COLUMNS}
      from ${competitors} c
      join ${locations} l on l.id = c.location_id
      left join ${competitorBrands} b on b.id = c.brand_id
      ${LATEST(sourceIds)}
      where ${where}
      order by l.name, c.status = 'rejected', c.name, c.id
      limit ${limit} offset ${offset}`);
    return result.rows;
  }

  return {
    /** The locations for which the account tracks (has approved) each of these Google places as a competitor. */
    async trackedPlaces(accountId: number, placeIds: readonly string[]) {
      if (placeIds.length === 0) return [];
      const result = await db.execute<{ google_place_id: string; location_id: number }>(sql`
        select google_place_id, location_id from ${competitors}
        where account_id = ${accountId} and status = 'approved'
          and google_place_id = any(${sql.param([...placeIds])}::text[])`);
      return result.rows;
    },
    async list(scope: CompetitorScope, sourceIds: number[], limit: number, offset: number) {
      const where = scopeConditions(scope);
      const [rows, total] = await Promise.all([
        listWhere(where, sourceIds, limit, offset),
        db.execute<{ total: number }>(sql`select count(*)::int as total from ${competitors} c where ${where}`),
      ]);
      return { rows, total: total.rows[0]?.total ?? 0 };
    },

    async find(accountId: number, id: number, sourceIds: number[]): Promise<CompetitorRow | undefined> {
      const [row] = await listWhere(sql`c.account_id = ${accountId} and c.id = ${id}`, sourceIds, 1, 0);
      return row;
    },

    /** Stores what is new; a place the location already has (by Google place id) is left as it is. */
    async insert(rows: NewCompetitor[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const inserted = await db
        .insert(competitors)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: competitors.id });
      return inserted.map((row) => row.id);
    },

    async update(accountId: number, id: number, changes: { status?: CompetitorStatus; brandId?: number | null }) {
      const result = await db.execute(sql`update ${competitors} set
          status = coalesce(${changes.status ?? null}, status),
          brand_id = ${changes.brandId === undefined ? sql`brand_id` : changes.brandId},
          updated_at = now()
        where account_id = ${accountId} and id = ${id}`);
      return (result.rowCount ?? 0) > 0;
    },

    async remove(accountId: number, id: number): Promise<boolean> {
      const result = await db.execute(sql`delete from ${competitors} where account_id = ${accountId} and id = ${id}`);
      return (result.rowCount ?? 0) > 0;
    },

    /** The location's name and Google place, when it is the account's. */
    async locationOf(accountId: number, locationId: number) {
      const result = await db.execute<{ id: number; name: string; google_place_id: string | null }>(sql`
        select id, name, google_place_id from ${locations} where account_id = ${accountId} and id = ${locationId}`);
      return result.rows[0];
    },

    /** The account's locations in the scope (all when none is named), with their names. */
    async scopedLocations(scope: CompetitorScope) {
      const parts: SQL[] = [sql`l.account_id = ${scope.accountId}`];
      if (scope.locationIds?.length) parts.push(sql`l.id = any(${ids(scope.locationIds)})`);
      if (scope.groupIds?.length) {
        parts.push(sql`l.id in (select location_id from ${groupLocations}
          where account_id = ${scope.accountId} and group_id = any(${ids(scope.groupIds)}))`);
      }
      const result = await db.execute<{ id: number; name: string }>(sql`
        select l.id, l.name from ${locations} l where ${sql.join(parts, sql` and `)} order by l.name, l.id`);
      return result.rows;
    },

    async brandExists(accountId: number, brandId: number): Promise<boolean> {
      const result = await db.execute(sql`select 1 from ${competitorBrands}
        where account_id = ${accountId} and id = ${brandId}`);
      return result.rows.length > 0;
    },

    /**
     * The window's ends of every approved competitor in scope at each source: the last day read by `to`, and the
     * last day read by `from` (or, for a history that starts inside the window, its first day). The account's last
     * read day by each bound holds almost every place's end: those are two range reads of the covering index,
     * hash-joined to the competitors (decision 0154). A place not read on one of those days (a skipped read, a
     * refresh under way, a history that starts later or stopped earlier) is probed through the primary key.
     */
    async ends(scope: CompetitorScope, sourceIds: number[], from: IsoDate, to: IsoDate): Promise<CompetitorEnds> {
      const { accountId } = scope;
      const sources = ids(sourceIds);
      const lastReadBy = (bound: IsoDate) => sql`(select max(day) from ${competitorDaily}
        where account_id = ${accountId} and day <= ${bound}::date)`;
      // A place is read at a source only through its id there (the refresh, the seed): one without it and without a
      // read on either day was never read there, has nothing to show and is left out here.
      const result = await db.execute<CompetitorEnds>(sql`
        with at_end as (
          select d.competitor_id, d.source_id, d.rating, d.review_count, d.response_rate from ${competitorDaily} d
          where d.account_id = ${accountId} and d.day = ${lastReadBy(to)} and d.source_id = any(${sources})
        ),
        at_start as (
          select d.competitor_id, d.source_id, d.rating, d.review_count from ${competitorDaily} d
          where d.account_id = ${accountId} and d.day = ${lastReadBy(from)} and d.source_id = any(${sources})
        )
        select to_json(array_agg(c.id)) as ids, to_json(array_agg(c.location_id)) as "locationIds",
          to_json(array_agg(c.name)) as names, to_json(array_agg(c.brand_id)) as "brandIds",
          to_json(array_agg(b.name)) as "brandNames", to_json(array_agg(s.id)) as "sourceIds",
          to_json(array_agg(ae.rating)) as "endRatings", to_json(array_agg(ae.review_count)) as "endCounts",
          to_json(array_agg(ae.response_rate)) as "endResponses", to_json(array_agg(ast.rating)) as "startRatings",
          to_json(array_agg(ast.review_count)) as "startCounts"
        from ${competitors} c
        left join ${competitorBrands} b on b.id = c.brand_id
        cross join unnest(${sources}) as s(id)
        left join at_end ae on ae.competitor_id = c.id and ae.source_id = s.id
        left join at_start ast on ast.competitor_id = c.id and ast.source_id = s.id
        where ${scopeConditions({ ...scope, status: 'approved' })}
          and (case s.id when ${YELP_SOURCE_ID} then c.yelp_business_id else c.google_place_id end is not null
            or ae.competitor_id is not null or ast.competitor_id is not null)`);
      const ends = result.rows[0];
      // No place in scope: the arrays' aggregates are null.
      if (!ends?.ids) return noEnds();
      // Read on both of the account's days: a row on each (their counts are never null).
      const apart: number[] = [];
      for (let i = 0; i < ends.ids.length; i += 1) {
        if (ends.endCounts[i] === null || ends.startCounts[i] === null) apart.push(i);
      }
      if (apart.length > 0) takeProbed(ends, apart, await probeEnds(ends, apart, from, to));
      return ends;
    },

    /**
     * The competitors' sums on each of the days (the trend's points). The whole account's are the roll-up's few
     * rows (decision 0171); a scope narrowed by location, group or brand sums its places' daily rows, read from the
     * covering index alone. A day with no approved competitor's read is no row either way.
     */
    async trendDays(scope: CompetitorScope, sourceIds: number[], days: IsoDate[]): Promise<CompetitorTrendDay[]> {
      if (days.length === 0) return [];
      if (!scope.locationIds?.length && !scope.groupIds?.length && !scope.brandIds?.length) {
        const rolledUp = await db.execute<CompetitorTrendDay>(sql`
          select to_char(t.day, 'YYYY-MM-DD') as day, sum(t.rated_count)::int as rated_count,
            sum(t.rating_sum)::float8 as rating_sum, sum(t.review_count)::int as review_count
          from ${competitorAccountDaily} t
          where t.account_id = ${scope.accountId} and t.day = any(${`{${days.join(',')}}`}::date[])
            and t.source_id = any(${ids(sourceIds)}) and t.places > 0
          group by t.day`);
        return rolledUp.rows;
      }
      const result = await db.execute<CompetitorTrendDay>(sql`
        select to_char(d.day, 'YYYY-MM-DD') as day,
          coalesce(sum(d.review_count) filter (where d.rating is not null), 0)::int as rated_count,
          coalesce(sum(d.rating * d.review_count) filter (where d.rating is not null), 0)::float8 as rating_sum,
          sum(d.review_count)::int as review_count
        from ${competitorDaily} d
        join ${competitors} c on c.id = d.competitor_id
        where d.account_id = ${scope.accountId} and d.day = any(${`{${days.join(',')}}`}::date[])
          and d.source_id = any(${ids(sourceIds)}) and ${scopeConditions({ ...scope, status: 'approved' })}
        group by d.day`);
      return result.rows;
    },

    /** The last day any competitor of the account was read by `to`: the trend's and the report's last point. */
    async lastReadDay(accountId: number, to: IsoDate): Promise<IsoDate | null> {
      const result = await db.execute<{ day: string | null }>(sql`
        select to_char(max(day), 'YYYY-MM-DD') as day from ${competitorDaily}
        where account_id = ${accountId} and day <= ${to}::date`);
      return (result.rows[0]?.day as IsoDate | null) ?? null;
    },

    async history(accountId: number, id: number, from: IsoDate, to: IsoDate) {
      const result = await db.execute<{
        day: string;
        source_id: number;
        rating: number | null;
        review_count: number;
        response_rate: number | null;
      }>(sql`
        select to_char(day, 'YYYY-MM-DD') as day, source_id, rating, review_count, response_rate
        from ${competitorDaily}
        where account_id = ${accountId} and competitor_id = ${id} and day between ${from}::date and ${to}::date
        order by day, source_id`);
      return result.rows;
    },

    async brands(accountId: number, brandIds?: number[]) {
      const only = brandIds?.length ? sql`and id = any(${ids(brandIds)})` : sql``;
      const result = await db.execute<{ id: number; name: string }>(sql`
        select id, name from ${competitorBrands} where account_id = ${accountId} ${only} order by name, id`);
      return result.rows;
    },

    async insertBrand(accountId: number, name: string) {
      const [row] = await db
        .insert(competitorBrands)
        .values({ accountId, name })
        .onConflictDoNothing()
        .returning({ id: competitorBrands.id, name: competitorBrands.name });
      return row;
    },

    async removeBrand(accountId: number, id: number): Promise<boolean> {
      const result = await db.execute(
        sql`delete from ${competitorBrands} where account_id = ${accountId} and id = ${id}`,
      );
      return (result.rowCount ?? 0) > 0;
    },

    /** How many competitors each source reads, for the intel sources. */
    async countsBySource(accountId: number) {
      const result = await db.execute<{ google: number; yelp: number }>(sql`
        select count(*) filter (where google_place_id is not null)::int as google,
          count(*) filter (where yelp_business_id is not null)::int as yelp
        from ${competitors} where account_id = ${accountId} and status <> 'rejected'`);
      return result.rows[0] ?? { google: 0, yelp: 0 };
    },

    /**
     * The next places of every account not yet read today at the source, in id order. What a refresh reads it
     * writes at once, so a refresh that stops (a crash, a spent quota) goes on from here and reads nothing twice.
     */
    async pendingReads(
      source: { code: 'google' | 'yelp'; id: number },
      day: IsoDate,
      afterId: number,
      limit: number,
    ): Promise<PendingRead[]> {
      const column = source.code === 'yelp' ? sql`c.yelp_business_id` : sql`c.google_place_id`;
      const sourceId = source.id;
      const result = await db.execute<PendingRead>(sql`
        select c.id as "competitorId", c.account_id as "accountId", ${column} as "externalId"
        from ${competitors} c
        where c.status <> 'rejected' and ${column} is not null and c.id > ${afterId}
          and not exists (select 1 from ${competitorDaily} d
            where d.competitor_id = c.id and d.source_id = ${sourceId} and d.day = ${day}::date)
        order by c.id limit ${limit}`);
      return result.rows;
    },

    async writeReads(reads: DailyRead[]): Promise<void> {
      if (reads.length === 0) return;
      await db.insert(competitorDaily).values(reads).onConflictDoNothing();
    },
  };
}

export type CompetitorsRepo = ReturnType<typeof createCompetitorsRepo>;
