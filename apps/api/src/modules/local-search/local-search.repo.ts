import type { SortTerm } from '@repute/domain';
import { and, asc, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  type AbovePlace,
  localSearchBudgets,
  localSearches,
  localSearchPoints,
  localSearchScans,
  locations,
} from '../../platform/db/schema';

export type TrackedSearchRow = typeof localSearches.$inferSelect;
export type NewTrackedSearch = Omit<typeof localSearches.$inferInsert, 'id' | 'createdAt'>;
export type ScanRow = typeof localSearchScans.$inferSelect;
export type PointRow = typeof localSearchPoints.$inferSelect;
export type ScanMeasureValues = Pick<
  ScanRow,
  'pointsAnswered' | 'solv' | 'arp' | 'atrp' | 'topArea' | 'nearArea' | 'farArea' | 'notFoundArea'
>;

/** Which searches a list or CSV reads: the filter bar's locations and groups, and the window scans finished in. */
export type SearchFilter = { locationIds?: number[]; groupIds?: number[]; from: Date | null; to: Date | null };

const MEASURES = sql.raw(
  'id, finished_at, points_answered, solv, arp, atrp, top_area, near_area, far_area, not_found_area',
);

/** A list row: the search, its location's name, its latest finished scan in the window and the scan before that. */
export type ListedSearchRow = {
  id: number;
  location_id: number;
  location_name: string;
  keyword: string;
  grid_size: number;
  spacing: number;
  spacing_unit: 'mi' | 'km';
  center_latitude: number;
  center_longitude: number;
  schedule: 'weekly' | 'off';
  next_scan_at: Date | null;
  scanning: boolean;
  scan_id: number | null;
  finished_at: Date | null;
  points_answered: number | null;
  solv: number | null;
  arp: number | null;
  atrp: number | null;
  top_area: number | null;
  near_area: number | null;
  far_area: number | null;
  not_found_area: number | null;
  prev_solv: number | null;
  prev_arp: number | null;
  prev_atrp: number | null;
  prev_top_area: number | null;
  total: number;
};

export type AverageZonesRow = {
  location_name: string;
  keyword: string;
  scans: number;
  top_area: number | null;
  near_area: number | null;
  far_area: number | null;
  not_found_area: number | null;
  solv: number | null;
  arp: number | null;
  atrp: number | null;
};

/** The page's sort keys: every one is a column of the ranked rows (the CTE of `listed`). */
const SORT_COLUMNS: Record<string, string> = {
  top_area: 'top_area',
  solv: 'solv',
  arp: 'arp',
  atrp: 'atrp',
  location_name: 'location_name',
  keyword: 'keyword',
};

/** The sort keys that are a scan's measures, as opposed to the search's own (its location's name, its keyword). */
const MEASURE_SORT_COLUMNS = new Set(['top_area', 'solv', 'arp', 'atrp']);

function searchConditions(accountId: number, filter: Pick<SearchFilter, 'locationIds' | 'groupIds'>) {
  const parts = [sql`s.account_id = ${accountId}`];
  if (filter.locationIds?.length) parts.push(sql`s.location_id IN ${filter.locationIds}`);
  if (filter.groupIds?.length) {
    parts.push(
      sql`s.location_id IN (SELECT location_id FROM group_locations WHERE account_id = ${accountId} AND group_id IN ${filter.groupIds})`,
    );
  }
  return sql.join(parts, sql` AND `);
}

function windowConditions(alias: string, filter: Pick<SearchFilter, 'from' | 'to'>, column = 'finished_at') {
  const finishedAt = sql.raw(`${alias}.${column}`);
  const parts = [sql`${finishedAt} IS NOT NULL`];
  if (filter.from) parts.push(sql`${finishedAt} >= ${filter.from.toISOString()}`);
  if (filter.to) parts.push(sql`${finishedAt} < ${filter.to.toISOString()}`);
  return sql.join(parts, sql` AND `);
}

/** The latest scan copied on a search's row (decision 0155), named as MEASURES names a scan's. */
const LATEST_MEASURES = sql.raw(
  's.latest_scan_id AS id, s.latest_finished_at AS finished_at, s.latest_points_answered AS points_answered, ' +
    's.latest_solv AS solv, s.latest_arp AS arp, s.latest_atrp AS atrp, s.latest_top_area AS top_area, ' +
    's.latest_near_area AS near_area, s.latest_far_area AS far_area, s.latest_not_found_area AS not_found_area',
);

/**
 * The copied scan is the latest in the window when it finished in it. When it finished before the window starts, no
 * scan of the search did; only when it finished after the window ends must the window's latest be looked up.
 */
function latestInWindow(filter: Pick<SearchFilter, 'from' | 'to'>) {
  return windowConditions('s', filter, 'latest_finished_at');
}

function latestAfterWindow(filter: Pick<SearchFilter, 'to'>) {
  return filter.to ? sql`s.latest_finished_at >= ${filter.to.toISOString()}` : sql`false`;
}

/** The list's query (`listed`), apart so the bench can EXPLAIN ANALYZE it as the ceiling of the page. */
export function listedQuery(
  accountId: number,
  filter: SearchFilter & { searchId?: number },
  order: readonly SortTerm[],
  window: { limit: number; offset: number },
): SQL {
  const terms = order.map(({ field, descending }) => ({ column: SORT_COLUMNS[field] ?? 'top_area', descending }));
  // The ranked rows' output names, bare inside the CTE (PostgreSQL reads them as its output columns), `r.` outside.
  const orderBy = (prefix: string) =>
    terms
      .map(({ column, descending }) => `${prefix}${column} ${descending ? 'DESC' : 'ASC'} NULLS LAST`)
      .concat(`${prefix}id ASC`)
      .join(', ');
  // Every search is ranked by the measures sorted on alone, of its latest scan in the window: the one copied on its
  // row when it finished in the window, none when it finished before, looked up only for a window that ends before
  // it (decision 0155). The page's rows then read that scan whole, the scan before it and whether one runs.
  const sortKeys = [...new Set(terms.map(({ column }) => column))]
    .filter((column) => MEASURE_SORT_COLUMNS.has(column))
    .map(
      (column) => sql`, CASE WHEN ${latestInWindow(filter)} THEN ${sql.raw(`s.latest_${column}`)}
          WHEN ${latestAfterWindow(filter)} THEN (SELECT ${sql.raw(`c.${column}`)} FROM local_search_scans c
            WHERE c.search_id = s.id AND ${windowConditions('c', filter)} ORDER BY c.finished_at DESC LIMIT 1)
        END AS ${sql.raw(column)}`,
    );
  const one = filter.searchId === undefined ? sql`` : sql` AND s.id = ${filter.searchId}`;
  return sql`
      WITH ranked AS (
        SELECT s.id, l.name AS location_name, s.keyword${sql.join(sortKeys)}, count(*) OVER ()::int AS total
        FROM local_searches s
        JOIN locations l ON l.id = s.location_id AND l.account_id = s.account_id
        WHERE ${searchConditions(accountId, filter)}${one}
        ORDER BY ${sql.raw(orderBy(''))}
        LIMIT ${window.limit} OFFSET ${window.offset}
      )
      SELECT r.id, r.location_name, r.keyword, r.total, s.location_id, s.grid_size, s.spacing, s.spacing_unit,
        s.center_latitude, s.center_longitude, s.schedule, s.next_scan_at,
        cur.id AS scan_id, cur.finished_at, cur.points_answered, cur.solv, cur.arp, cur.atrp, cur.top_area,
        cur.near_area, cur.far_area, cur.not_found_area,
        EXISTS (SELECT 1 FROM local_search_scans q WHERE q.search_id = s.id AND q.finished_at IS NULL) AS scanning,
        prev.solv AS prev_solv, prev.arp AS prev_arp, prev.atrp AS prev_atrp, prev.top_area AS prev_top_area
      FROM ranked r
      JOIN local_searches s ON s.id = r.id
      LEFT JOIN LATERAL (
        SELECT ${LATEST_MEASURES} WHERE ${latestInWindow(filter)}
        UNION ALL
        (SELECT ${MEASURES} FROM local_search_scans c
         WHERE ${latestAfterWindow(filter)} AND c.search_id = s.id AND ${windowConditions('c', filter)}
         ORDER BY c.finished_at DESC LIMIT 1)
      ) cur ON true
      LEFT JOIN LATERAL (
        SELECT solv, arp, atrp, top_area FROM local_search_scans p
        WHERE p.search_id = r.id AND p.finished_at < cur.finished_at
        ORDER BY p.finished_at DESC LIMIT 1
      ) prev ON true
      ORDER BY ${sql.raw(orderBy('r.'))}`;
}

/**
 * Copies the latest finished scan of the account's searches (those given, else all) and its measures on the search's
 * row (decision 0155; migration 0057 made the first copies the same way).
 */
function copyLatestScans(accountId: number, searchIds?: number[]): SQL {
  const some = searchIds ? sql` AND search_id IN ${searchIds}` : sql``;
  return sql`
    UPDATE local_searches s SET
      latest_scan_id = c.id, latest_finished_at = c.finished_at, latest_points_answered = c.points_answered,
      latest_solv = c.solv, latest_arp = c.arp, latest_atrp = c.atrp, latest_top_area = c.top_area,
      latest_near_area = c.near_area, latest_far_area = c.far_area, latest_not_found_area = c.not_found_area
    FROM (
      SELECT DISTINCT ON (search_id) search_id, ${MEASURES} FROM local_search_scans
      WHERE account_id = ${accountId}${some} AND finished_at IS NOT NULL
      ORDER BY search_id, finished_at DESC
    ) c
    WHERE s.account_id = ${accountId} AND s.id = c.search_id`;
}

/** Local Search's tables; every query is scoped by account_id. */
export function createLocalSearchRepo(db: Database) {
  return {
    async listed(...args: Parameters<typeof listedQuery>): Promise<ListedSearchRow[]> {
      return (await db.execute<ListedSearchRow>(listedQuery(...args))).rows;
    },

    async insertSearch(row: NewTrackedSearch): Promise<TrackedSearchRow | undefined> {
      const [inserted] = await db.insert(localSearches).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async search(accountId: number, id: number): Promise<TrackedSearchRow | undefined> {
      const [row] = await db
        .select()
        .from(localSearches)
        .where(and(eq(localSearches.accountId, accountId), eq(localSearches.id, id)));
      return row;
    },

    async deleteSearch(accountId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(localSearches)
        .where(and(eq(localSearches.accountId, accountId), eq(localSearches.id, id)))
        .returning({ id: localSearches.id });
      return rows.length > 0;
    },

    async location(accountId: number, id: number) {
      const [row] = await db
        .select({ id: locations.id, name: locations.name, googlePlaceId: locations.googlePlaceId })
        .from(locations)
        .where(and(eq(locations.accountId, accountId), eq(locations.id, id)));
      return row;
    },

    async monthlyBudget(accountId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ monthlyPoints: localSearchBudgets.monthlyPoints })
        .from(localSearchBudgets)
        .where(eq(localSearchBudgets.accountId, accountId));
      return row?.monthlyPoints;
    },

    async setMonthlyBudget(accountId: number, monthlyPoints: number) {
      await db
        .insert(localSearchBudgets)
        .values({ accountId, monthlyPoints })
        .onConflictDoUpdate({ target: localSearchBudgets.accountId, set: { monthlyPoints } });
    },

    /** Grid points of the scans made since `monthStart`: a scan's points count once it is made (decision 0139). */
    async pointsUsed(accountId: number, monthStart: Date): Promise<number> {
      const [row] = await db
        .select({ used: sql<number>`coalesce(sum(${localSearchScans.pointsTotal}), 0)::int` })
        .from(localSearchScans)
        .where(and(eq(localSearchScans.accountId, accountId), gte(localSearchScans.createdAt, monthStart)));
      return row?.used ?? 0;
    },

    /**
     * Makes a scan and its points, unclaimed, if the month's budget covers it; one account's scans are made one at a
     * time (an advisory lock), so two at once cannot both fit in what is left for one.
     */
    async createScan(
      accountId: number,
      searchId: number,
      points: { latitude: number; longitude: number }[],
      cellKm: number,
      budget: { monthStart: Date; monthlyPoints: number },
    ): Promise<{ scan: ScanRow; used: number } | { refused: true; used: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(29, ${accountId})`);
        const [usage] = await tx
          .select({ used: sql<number>`coalesce(sum(${localSearchScans.pointsTotal}), 0)::int` })
          .from(localSearchScans)
          .where(and(eq(localSearchScans.accountId, accountId), gte(localSearchScans.createdAt, budget.monthStart)));
        const used = usage?.used ?? 0;
        if (used + points.length > budget.monthlyPoints) return { refused: true as const, used };
        const [scan] = await tx
          .insert(localSearchScans)
          .values({ accountId, searchId, pointsTotal: points.length, cellKm })
          .returning();
        if (!scan) throw new Error('The scan was not created');
        await tx
          .insert(localSearchPoints)
          .values(points.map((point, index) => ({ scanId: scan.id, pointIndex: index, accountId, ...point })));
        return { scan, used: used + points.length };
      });
    },

    async scan(accountId: number, scanId: number): Promise<ScanRow | undefined> {
      const [row] = await db
        .select()
        .from(localSearchScans)
        .where(and(eq(localSearchScans.accountId, accountId), eq(localSearchScans.id, scanId)));
      return row;
    },

    async unfinishedScan(accountId: number, searchId: number): Promise<ScanRow | undefined> {
      const [row] = await db
        .select()
        .from(localSearchScans)
        .where(
          and(
            eq(localSearchScans.accountId, accountId),
            eq(localSearchScans.searchId, searchId),
            isNull(localSearchScans.finishedAt),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Claims up to `limit` unclaimed points of a scan (SKIP LOCKED: several workers share a scan). A claimed point is
     * never handed out again, so a point is asked at most once, even when a worker dies after claiming it.
     */
    async claimPoints(accountId: number, scanId: number, limit: number): Promise<PointRow[]> {
      const result = await db.execute<{ point_index: number }>(sql`
        UPDATE local_search_points SET claimed_at = now()
        WHERE (scan_id, point_index) IN (
          SELECT scan_id, point_index FROM local_search_points
          WHERE account_id = ${accountId} AND scan_id = ${scanId} AND claimed_at IS NULL
          ORDER BY point_index LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING point_index`);
      const indexes = result.rows.map((row) => row.point_index);
      if (indexes.length === 0) return [];
      return db
        .select()
        .from(localSearchPoints)
        .where(
          and(
            eq(localSearchPoints.accountId, accountId),
            eq(localSearchPoints.scanId, scanId),
            inArray(localSearchPoints.pointIndex, indexes),
          ),
        )
        .orderBy(asc(localSearchPoints.pointIndex));
    },

    async recordPoint(accountId: number, scanId: number, index: number, rank: number | null, above: AbovePlace[]) {
      await db
        .update(localSearchPoints)
        .set({ answeredAt: new Date(), rank, above })
        .where(
          and(
            eq(localSearchPoints.accountId, accountId),
            eq(localSearchPoints.scanId, scanId),
            eq(localSearchPoints.pointIndex, index),
          ),
        );
    },

    /** Gives a point back when asking it failed: nothing was answered, so it may be asked again. */
    async releasePoint(accountId: number, scanId: number, index: number) {
      await db
        .update(localSearchPoints)
        .set({ claimedAt: null })
        .where(
          and(
            eq(localSearchPoints.accountId, accountId),
            eq(localSearchPoints.scanId, scanId),
            eq(localSearchPoints.pointIndex, index),
          ),
        );
    },

    async markRunning(accountId: number, scanId: number) {
      await db
        .update(localSearchScans)
        .set({ status: 'running' })
        .where(and(eq(localSearchScans.accountId, accountId), eq(localSearchScans.id, scanId)));
    },

    async points(accountId: number, scanId: number): Promise<PointRow[]> {
      return db
        .select()
        .from(localSearchPoints)
        .where(and(eq(localSearchPoints.accountId, accountId), eq(localSearchPoints.scanId, scanId)))
        .orderBy(asc(localSearchPoints.pointIndex));
    },

    /**
     * Records a scan's measures and copies them on its search's row as its latest (decision 0155). The search's row
     * is locked first (as deleting it does, then its scans): a scan of the same search finishing at the same time
     * waits, and its copy then reads this scan too.
     */
    async finishScan(accountId: number, scanId: number, measures: ScanMeasureValues) {
      await db.transaction(async (tx) => {
        const [scan] = await tx
          .select({ searchId: localSearchScans.searchId })
          .from(localSearchScans)
          .where(and(eq(localSearchScans.accountId, accountId), eq(localSearchScans.id, scanId)));
        if (!scan) return;
        await tx.execute(
          sql`SELECT 1 FROM local_searches WHERE account_id = ${accountId} AND id = ${scan.searchId} FOR NO KEY UPDATE`,
        );
        await tx
          .update(localSearchScans)
          .set({ ...measures, status: 'done', finishedAt: new Date() })
          .where(
            and(
              eq(localSearchScans.accountId, accountId),
              eq(localSearchScans.id, scanId),
              isNull(localSearchScans.finishedAt),
            ),
          );
        await tx.execute(copyLatestScans(accountId, [scan.searchId]));
      });
    },

    /** Copies the latest finished scan of each of the account's searches on its row: for scans written in bulk. */
    async copyLatestScans(accountId: number) {
      await db.execute(copyLatestScans(accountId));
    },

    /** The scans of a search finished in the window, oldest first: the trend. */
    async finishedScans(accountId: number, searchId: number, window: Pick<SearchFilter, 'from' | 'to'>) {
      const result = await db.execute<ScanRow & Record<string, unknown>>(sql`
        SELECT id, status, created_at, ${MEASURES} FROM local_search_scans c
        WHERE c.account_id = ${accountId} AND c.search_id = ${searchId} AND ${windowConditions('c', window)}
        ORDER BY c.finished_at ASC`);
      return result.rows as unknown as Array<{
        id: number;
        status: 'done';
        created_at: Date;
        finished_at: Date;
        points_answered: number;
        solv: number;
        arp: number | null;
        atrp: number;
        top_area: number;
        near_area: number;
        far_area: number;
        not_found_area: number;
      }>;
    },

    async averageZones(accountId: number, filter: SearchFilter): Promise<AverageZonesRow[]> {
      const result = await db.execute<AverageZonesRow>(sql`
        SELECT l.name AS location_name, s.keyword, count(c.id)::int AS scans,
          avg(c.top_area)::float8 AS top_area, avg(c.near_area)::float8 AS near_area, avg(c.far_area)::float8 AS far_area,
          avg(c.not_found_area)::float8 AS not_found_area, avg(c.solv)::float8 AS solv, avg(c.arp)::float8 AS arp, avg(c.atrp)::float8 AS atrp
        FROM local_searches s
        JOIN locations l ON l.id = s.location_id AND l.account_id = s.account_id
        LEFT JOIN local_search_scans c ON c.search_id = s.id AND ${windowConditions('c', filter)}
        WHERE ${searchConditions(accountId, filter)}
        GROUP BY s.id, l.name, s.keyword
        ORDER BY avg(c.top_area) DESC NULLS LAST, l.name, s.keyword`);
      return result.rows;
    },

    /** Weekly searches whose scan has come due, oldest first. */
    async dueSearches(now: Date, limit: number): Promise<TrackedSearchRow[]> {
      const result = await db.execute<{ id: number }>(sql`
        SELECT id FROM local_searches WHERE schedule = 'weekly' AND next_scan_at <= ${now.toISOString()}
        ORDER BY next_scan_at LIMIT ${limit}`);
      const ids = result.rows.map((row) => row.id);
      if (ids.length === 0) return [];
      return db.select().from(localSearches).where(inArray(localSearches.id, ids));
    },

    async setNextScan(accountId: number, searchId: number, at: Date | null) {
      await db
        .update(localSearches)
        .set({ nextScanAt: at })
        .where(and(eq(localSearches.accountId, accountId), eq(localSearches.id, searchId)));
    },

    /** Scans left unfinished (a worker died, or the process stopped): the jobs that resume them. */
    async unfinishedScans(): Promise<Pick<ScanRow, 'id' | 'accountId'>[]> {
      return db
        .select({ id: localSearchScans.id, accountId: localSearchScans.accountId })
        .from(localSearchScans)
        .where(isNull(localSearchScans.finishedAt));
    },
  };
}

export type LocalSearchRepo = ReturnType<typeof createLocalSearchRepo>;
