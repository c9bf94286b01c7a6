import {
  addDays,
  DEFAULT_MONTHLY_POINT_BUDGET,
  gridPoint,
  type IsoDate,
  instantIn,
  LOCAL_SEARCH_MESSAGES,
  type LocalSearchFilters,
  type LocalSearchListQuery,
  type PointBudget,
  type PointBudgetUpdate,
  pageWindow,
  pointCount,
  type ScanMeasures,
  type ScanSummary,
  sortTermsOf,
  spacingKm,
  type TrackedSearch,
  type TrackedSearchCreate,
  type TrackedSearchDetail,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { AppError, conflict, notFound, unprocessable } from '../../platform/errors';
import type { CompetitorLinks } from './competitor-links';
import type { ListedSearchRow, LocalSearchRepo, ScanRow, SearchFilter } from './local-search.repo';
import { rankedCompetitors } from './ranked-competitors';

export type LocalSearchDeps = {
  repo: LocalSearchRepo;
  timeZoneOf: (accountId: number) => Promise<string>;
  /** Asks the worker to run a scan (a job; resumable). */
  requestScan: (accountId: number, scanId: number) => Promise<void>;
  competitorLinks: CompetitorLinks;
  now?: () => Date;
};

const WEEK_MS = 7 * 24 * 3600_000;

/** The calendar month (UTC) a budget counts: its first instant and its name. */
export function budgetMonth(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { start, name: start.toISOString().slice(0, 7) };
}

const delta = (current: number | null, previous: number | null) =>
  current === null || previous === null ? null : Math.round((current - previous) * 100) / 100;

function measuresOfRow(row: {
  points_answered: number | null;
  solv: number | null;
  arp: number | null;
  atrp: number | null;
  top_area: number | null;
  near_area: number | null;
  far_area: number | null;
  not_found_area: number | null;
}): ScanMeasures | null {
  if (row.solv === null || row.atrp === null || row.top_area === null) return null;
  return {
    solv: row.solv,
    arp: row.arp,
    atrp: row.atrp,
    top_area: row.top_area,
    zones: { top: row.top_area, near: row.near_area ?? 0, far: row.far_area ?? 0, not_found: row.not_found_area ?? 0 },
    points: row.points_answered ?? 0,
  };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function present(row: ListedSearchRow): TrackedSearch {
  const measures = measuresOfRow(row);
  return {
    id: row.id,
    location_id: row.location_id,
    location_name: row.location_name,
    keyword: row.keyword,
    grid_size: row.grid_size,
    spacing: row.spacing,
    spacing_unit: row.spacing_unit,
    center_latitude: row.center_latitude,
    center_longitude: row.center_longitude,
    schedule: row.schedule,
    next_scan_at: iso(row.next_scan_at),
    last_scan_at: iso(row.finished_at),
    last_scan_id: row.scan_id,
    measures,
    change:
      measures && row.prev_solv !== null
        ? {
            solv: delta(row.solv, row.prev_solv),
            arp: delta(row.arp, row.prev_arp),
            atrp: delta(row.atrp, row.prev_atrp),
            top_area: delta(row.top_area, row.prev_top_area),
          }
        : null,
    scanning: row.scanning,
    _links: { self: { href: `/api/local_search/searches/${row.id}` } },
  };
}

function summaryOf(scan: ScanRow): ScanSummary {
  return {
    id: scan.id,
    status: scan.status,
    created_at: scan.createdAt.toISOString(),
    finished_at: iso(scan.finishedAt),
    measures: null,
  };
}

/** Local Search (issue 29): tracked searches, scans within the month's grid-point budget, their measures and CSV. */
export function createLocalSearchService({
  repo,
  timeZoneOf,
  requestScan,
  competitorLinks,
  now = () => new Date(),
}: LocalSearchDeps) {
  /** The filter bar's days, in the account's time zone, as the instants scans finished between. */
  async function filterOf(accountId: number, query: LocalSearchFilters): Promise<SearchFilter> {
    const zone = await timeZoneOf(accountId);
    return {
      locationIds: query.location_id,
      groupIds: query.group_id,
      from: query.from ? instantIn(query.from as IsoDate, '00:00', zone) : null,
      to: query.to ? instantIn(addDays(query.to as IsoDate, 1), '00:00', zone) : null,
    };
  }

  async function budgetOf(accountId: number): Promise<PointBudget> {
    const month = budgetMonth(now());
    const monthly = (await repo.monthlyBudget(accountId)) ?? DEFAULT_MONTHLY_POINT_BUDGET;
    const used = await repo.pointsUsed(accountId, month.start);
    return { month: month.name, monthly_points: monthly, used_points: used, left_points: Math.max(0, monthly - used) };
  }

  async function listedOne(accountId: number, id: number, filter: SearchFilter) {
    const [row] = await repo.listed(accountId, { ...filter, searchId: id }, [], { limit: 1, offset: 0 });
    if (!row) throw notFound('Search not found');
    return row;
  }

  /**
   * Makes a scan of a search if the month's budget covers it, and asks the worker to run it. The budget is checked
   * when the scan is made, so no scan starts that the account cannot pay for (no surprise costs).
   */
  async function scanSearch(accountId: number, searchId: number) {
    const search = await repo.search(accountId, searchId);
    if (!search) throw notFound('Search not found');
    if (await repo.unfinishedScan(accountId, searchId)) throw conflict(LOCAL_SEARCH_MESSAGES.scanRunning);
    const grid = {
      size: search.gridSize,
      spacing: search.spacing,
      unit: search.spacingUnit,
      latitude: search.centerLatitude,
      longitude: search.centerLongitude,
    };
    const points = Array.from({ length: pointCount(grid.size) }, (_, index) => {
      const { latitude, longitude } = gridPoint(grid, index);
      return { latitude, longitude };
    });
    const month = budgetMonth(now());
    const monthlyPoints = (await repo.monthlyBudget(accountId)) ?? DEFAULT_MONTHLY_POINT_BUDGET;
    const made = await repo.createScan(accountId, searchId, points, spacingKm(grid.spacing, grid.unit), {
      monthStart: month.start,
      monthlyPoints,
    });
    if ('refused' in made) {
      throw unprocessable(
        'budget_exceeded',
        LOCAL_SEARCH_MESSAGES.budgetExceeded(points.length, Math.max(0, monthlyPoints - made.used)),
      );
    }
    await requestScan(accountId, made.scan.id);
    return made.scan;
  }

  return {
    async list(caller: Caller, query: LocalSearchListQuery) {
      const account = await accountInScope(caller, query.account_id);
      const rows = await repo.listed(account, await filterOf(account, query), sortTermsOf(query), pageWindow(query));
      return { items: rows.map(present), total: rows[0]?.total ?? 0 };
    },

    async create(caller: Caller, body: TrackedSearchCreate): Promise<TrackedSearch> {
      const account = await accountInScope(caller, body.account_id);
      const location = await repo.location(account, body.location_id);
      if (!location) throw notFound('Location not found');
      const created = await repo.insertSearch({
        accountId: account,
        locationId: location.id,
        keyword: body.keyword,
        gridSize: body.grid_size,
        spacing: body.spacing,
        spacingUnit: body.spacing_unit,
        centerLatitude: body.center_latitude,
        centerLongitude: body.center_longitude,
        schedule: body.schedule,
        // The first weekly scan waits a week: an admin runs the first one when they choose, seeing its cost.
        nextScanAt: body.schedule === 'weekly' ? new Date(now().getTime() + WEEK_MS) : null,
      });
      if (!created) throw conflict(LOCAL_SEARCH_MESSAGES.duplicateKeyword);
      return present(await listedOne(account, created.id, { from: null, to: null }));
    },

    async get(caller: Caller, id: number, query: Omit<LocalSearchFilters, 'group_id' | 'location_id'>) {
      const account = await accountInScope(caller, query.account_id);
      const filter = await filterOf(account, query);
      const row = await listedOne(account, id, filter);
      const points = row.scan_id === null ? [] : await repo.points(account, row.scan_id);
      const location = await repo.location(account, row.location_id);
      const competitors = rankedCompetitors(points, location?.googlePlaceId ?? null);
      const links = await competitorLinks.linksOf(
        account,
        competitors.map((competitor) => competitor.place_id),
      );
      const scans = await repo.finishedScans(account, id, filter);
      return {
        ...present(row),
        points: points.map((point) => ({
          index: point.pointIndex,
          latitude: point.latitude,
          longitude: point.longitude,
          rank: point.rank,
          answered: point.answeredAt !== null,
          above: (point.above ?? []).map((place) => place.name),
        })),
        competitors: competitors.map((competitor) => ({
          ...competitor,
          competitor_url: links.get(competitor.place_id) ?? null,
        })),
        scans: scans.map((scan) => ({
          id: scan.id,
          status: 'done' as const,
          created_at: iso(scan.created_at) ?? '',
          finished_at: iso(scan.finished_at),
          measures: measuresOfRow(scan),
        })),
      } satisfies TrackedSearchDetail;
    },

    async remove(caller: Caller, id: number) {
      if (!(await repo.deleteSearch(caller.accountId, id))) throw notFound('Search not found');
    },

    async startScan(caller: Caller, id: number) {
      const account = await accountInScope(caller, undefined);
      const scan = await scanSearch(account, id);
      return { scan: summaryOf(scan), budget: await budgetOf(account) };
    },

    async budget(caller: Caller, accountId: number | undefined) {
      return budgetOf(await accountInScope(caller, accountId));
    },

    /** The caller's own account only: a parent's admin does not set a child's budget here. */
    async setBudget(caller: Caller, update: PointBudgetUpdate) {
      await repo.setMonthlyBudget(caller.accountId, update.monthly_points);
      return budgetOf(caller.accountId);
    },

    async averageZones(caller: Caller, query: LocalSearchFilters) {
      const account = await accountInScope(caller, query.account_id);
      return repo.averageZones(account, await filterOf(account, query));
    },

    /**
     * The weekly scans that came due: each made within the budget, or, when the month's points would not cover it,
     * skipped until next week (the list shows its last scan's date).
     */
    async scanDue(limit: number) {
      const due = await repo.dueSearches(now(), limit);
      for (const search of due) {
        await repo.setNextScan(search.accountId, search.id, new Date(now().getTime() + WEEK_MS));
        try {
          await scanSearch(search.accountId, search.id);
        } catch (error) {
          // Over budget or already running: the next week's turn will try again.
          if (!(error instanceof AppError)) throw error;
        }
      }
      return due.length;
    },
  };
}

export type LocalSearchService = ReturnType<typeof createLocalSearchService>;
