import {
  ACCOUNT_VERTICALS,
  type AccountSettingCode,
  BENCHMARK_MIN_ACCOUNTS,
  type Benchmark,
  formulaWeights,
  type IsoDate,
  NOT_ENOUGH_DATA,
  type PerformanceFilters,
  type PerformanceGroupBy,
  type PerformanceQuery,
  type ScoreWeights,
  scoreTotal,
  type TargetScoresQuery,
  todayIn,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { notFound } from '../../platform/errors';
import type { ListingSync, SyncCount } from '../local-listings';
import type { CountWindow, GroupMembersRow, LocationCountReads } from '../metrics';
import type { PublishedPhotoCounts } from '../photos';
import { importBenchmarks } from './benchmark-import';
import { createIndustryCache } from './industry-cache';
import { toLocationScore, toPerformanceRow, toReportRow, toTargetScore } from './performance.mapper';
import type { PerformanceRepo } from './performance.repo';
import { customTargetValues, targetSettingsOf } from './performance-targets';
import { performanceWindows, windowDays } from './performance-windows';
import { evidenceOf, type ScoredEntity, scoreEntities, type WindowCounts } from './scored-entities';
import { sortEntities } from './sort-entities';

export type PerformanceDeps = {
  repo: PerformanceRepo;
  counts: LocationCountReads;
  /** Owner photos on the locations' profiles: MediaPresence (docs/scoring.md). */
  photos: PublishedPhotoCounts;
  /** Each location's listings in sync on a window's last day: LLHealth (docs/scoring.md, decision 0107). */
  listings: Pick<ListingSync, 'onDays'>;
  settingOn: (accountId: number, code: AccountSettingCode) => Promise<boolean>;
  verticalOf: (accountId: number) => Promise<string | null>;
};

export type Scored = {
  accountId: number;
  formula: ReturnType<typeof formulaWeights>['formula'];
  entities: ScoredEntity[];
  industry: { current: number | null; lag: number | null };
};

const idSet = (...lists: (number[] | undefined)[]) => {
  const ids = lists.flatMap((list) => list ?? []);
  return ids.length > 0 ? new Set(ids) : undefined;
};

/**
 * What the filters keep. Locations view: the locations named, and of those only the members of the groups named.
 * Groups view: the groups named, and of those only the ones holding a location named.
 */
function kept(filters: PerformanceFilters, groups: GroupMembersRow[]) {
  const groupIds = idSet(filters.group_id, filters.group_ids);
  const named = idSet(filters.location_id);
  if (filters.group_by === 'group') return { keepLocations: named, keepGroups: groupIds };
  if (!groupIds) return { keepLocations: named, keepGroups: undefined };
  const members = groups.filter((group) => groupIds.has(group.id)).flatMap((group) => group.locationIds);
  return { keepLocations: new Set(members.filter((id) => !named || named.has(id))), keepGroups: undefined };
}

/**
 * Location Performance (spec 001 §2, §7; issue 13): every location or group scored by the account's formula in
 * the window and the previous one, ranked, with its target score and the industry score of its vertical.
 */
export function createPerformanceService({ repo, counts, photos, listings, settingOn, verticalOf }: PerformanceDeps) {
  async function weightsOf(accountId: number) {
    const [newPerformanceScore, customScore, settings] = await Promise.all([
      settingOn(accountId, 'new_performance_score'),
      settingOn(accountId, 'custom_score'),
      repo.settings(accountId),
    ]);
    return {
      ...formulaWeights({ newPerformanceScore, customScore, customWeights: settings?.customWeights ?? null }),
      settings,
    };
  }

  /** The listings in sync on each window's last day; none when Local Listings is off for the account. */
  async function listingsOn(accountId: number, windows: CountWindow[], today: IsoDate) {
    if (!(await settingOn(accountId, 'local_listings'))) return windows.map(() => new Map<number, SyncCount>());
    return listings.onDays(
      accountId,
      windows.map((window) => window.to),
      today,
    );
  }

  async function readWindow(
    accountId: number,
    timeZone: string,
    windows: CountWindow[],
    sourceIds: number[],
  ): Promise<WindowCounts[]> {
    const needsFirst = windows.some((window) => window.from === null);
    const [byWindow, photosByWindow, listingsByWindow, firstMonth] = await Promise.all([
      counts.countsByWindow(accountId, timeZone, windows, sourceIds),
      photos.publishedByLocation(
        accountId,
        timeZone,
        windows.map((window) => window.to),
      ),
      listingsOn(accountId, windows, todayIn(timeZone)),
      needsFirst ? counts.firstMonth(accountId) : Promise.resolve(null),
    ]);
    return windows.map((window, index) => ({
      counts: byWindow[index] ?? new Map(),
      photos: photosByWindow[index] ?? new Map(),
      listings: listingsByWindow[index] ?? new Map(),
      days: windowDays(window, firstMonth),
    }));
  }

  /** The mean score of a vertical's accounts in a window: the costly part, cached (decision 0050). */
  const verticalMean = createIndustryCache(async (key) => {
    const { verticalId, window, weights, timeZone } = JSON.parse(key) as {
      verticalId: string;
      window: CountWindow;
      weights: ScoreWeights;
      timeZone: string;
    };
    const accounts = await counts.verticalAccountCounts(verticalId, window);
    const photosOf = await photos.publishedByAccount(
      accounts.map((account) => account.accountId),
      timeZone,
      window.to,
    );
    const rated = accounts.reduce((sum, account) => sum + account.rated, 0);
    const mean = rated > 0 ? accounts.reduce((sum, account) => sum + account.ratingSum, 0) / rated : null;
    const days = windowDays(window, null);
    const scores = accounts.map((account) =>
      // Listings in sync are not read for other accounts: their LLHealth weight is shared out (decision 0107).
      scoreTotal(
        evidenceOf(account, days, Math.max(account.locations, 1), photosOf.get(account.accountId) ?? 0, null),
        {
          weights,
          accountMeanRating: mean,
        },
      ),
    );
    const score = Math.round((scores.reduce((sum, value) => sum + value, 0) / scores.length) * 100) / 100;
    return { score, accounts: accounts.length };
  });

  /** The industry score of a vertical in a window, or null when fewer than k accounts of it exist here. */
  async function computedIndustry(verticalId: string, window: CountWindow, weights: ScoreWeights, timeZone: string) {
    // The count is cheap and read every time: a vertical reaching k accounts shows its score at once, and the
    // count in the key starts a new figure when an account joins or leaves.
    const total = await counts.verticalAccountTotal(verticalId);
    if (total < BENCHMARK_MIN_ACCOUNTS) return { score: null, accounts: total };
    return verticalMean(JSON.stringify({ verticalId, window, weights, timeZone, total }));
  }

  async function industryScore(
    verticalId: string | null,
    window: CountWindow | null,
    weights: ScoreWeights,
    timeZone: string,
  ) {
    if (verticalId === null || window === null) return null;
    const computed = await computedIndustry(verticalId, window, weights, timeZone);
    if (computed.score !== null) return computed.score;
    return (await repo.benchmark(verticalId))?.score ?? null;
  }

  async function scored(caller: Caller, accountId: number | undefined, filters: PerformanceFilters, withLag: boolean) {
    const account = await accountInScope(caller, accountId ?? filters.account_id);
    const windows = performanceWindows(filters, todayIn(caller.accountTimeZone), withLag);
    const [{ formula, weights, settings }, locations, groups, customTargets, industryOn, vertical] = await Promise.all([
      weightsOf(account),
      counts.locations(account),
      counts.groups(account),
      repo.customTargets(account),
      settingOn(account, 'industry_score'),
      verticalOf(account),
    ]);
    const [current, lag] = await readWindow(
      account,
      caller.accountTimeZone,
      windows.lag ? [windows.current, windows.lag] : [windows.current],
      filters.source_id ?? [],
    );
    const entities = scoreEntities({
      groupBy: filters.group_by,
      locations,
      groups,
      ...kept(filters, groups),
      current: current ?? { counts: new Map(), photos: new Map(), listings: new Map(), days: 1 },
      lag: lag ?? null,
      weights,
      targets: targetSettingsOf(settings),
      customTargets: new Map(customTargets.map((row) => [row.locationId, customTargetValues(row.targets)])),
    });
    const industry = industryOn
      ? {
          current: await industryScore(vertical, windows.current, weights, caller.accountTimeZone),
          lag: await industryScore(vertical, windows.lag, weights, caller.accountTimeZone),
        }
      : { current: null, lag: null };
    return { accountId: account, formula, entities, industry } satisfies Scored;
  }

  const page = <T>(rows: T[], query: { page: number; per_page: number }) =>
    rows.slice((query.page - 1) * query.per_page, query.page * query.per_page);

  return {
    scored,

    /** GET /location_performance_overview. */
    async overview(caller: Caller, query: PerformanceQuery) {
      const result = await scored(caller, undefined, query, query.with_lag ?? false);
      const sorted = sortEntities(result.entities, query['sort[by]'], query['sort[order]']);
      return {
        total: sorted.length,
        rows: page(sorted, query).map((entity) => toPerformanceRow(entity, result.industry)),
      };
    },

    /** GET /location_score/{accountId}/locations and /groups: each score with its subscores. */
    async locationScores(caller: Caller, accountId: number, groupBy: PerformanceGroupBy, query: PerformanceQuery) {
      const result = await scored(caller, accountId, { ...query, group_by: groupBy }, query.with_lag ?? false);
      const sorted = sortEntities(result.entities, query['sort[by]'], query['sort[order]']);
      return {
        total: sorted.length,
        rows: page(sorted, query).map((entity) => toLocationScore(entity, result.formula)),
      };
    },

    /** GET /target_scores: each location's or group's target score and its lag, best first (top_n of them). */
    async targetScores(caller: Caller, query: TargetScoresQuery) {
      const result = await scored(caller, undefined, query, query.with_lag ?? false);
      const rows = sortEntities(result.entities, 'target_score', 'desc').map(toTargetScore);
      return query.top_n ? rows.slice(0, query.top_n) : rows;
    },

    /** GET /reports/{accountId}/locations: the older report's fields. */
    async report(caller: Caller, accountId: number, query: PerformanceQuery) {
      const result = await scored(caller, accountId, query, false);
      const sorted = sortEntities(result.entities, query['sort[by]'], query['sort[order]']);
      return { total: sorted.length, rows: page(sorted, query).map(toReportRow) };
    },

    /** GET /benchmark/{vertical_id} (decision 0048). */
    async benchmark(
      caller: Caller,
      verticalId: string,
      filters: Pick<PerformanceFilters, 'start_date' | 'end_date'>,
    ): Promise<Benchmark> {
      if (!(ACCOUNT_VERTICALS as readonly string[]).includes(verticalId)) throw notFound('Vertical not found');
      const { current } = performanceWindows(filters, todayIn(caller.accountTimeZone), false);
      const { weights } = await weightsOf(caller.accountId);
      const computed = await computedIndustry(verticalId, current, weights, caller.accountTimeZone);
      const dates = { start_date: current.from, end_date: current.to };
      if (computed.score !== null) {
        return {
          vertical_id: verticalId,
          industry_score: computed.score,
          account_count: computed.accounts,
          source: 'computed',
          message: null,
          ...dates,
        };
      }
      const imported = await repo.benchmark(verticalId);
      if (imported) {
        return {
          vertical_id: verticalId,
          industry_score: imported.score,
          account_count: imported.accountCount,
          source: 'imported',
          message: imported.source,
          ...dates,
        };
      }
      return {
        vertical_id: verticalId,
        industry_score: null,
        account_count: null,
        source: 'none',
        message: NOT_ENOUGH_DATA,
        ...dates,
      };
    },

    /** `repute import-benchmarks <file>`'s work, also open to tests. */
    importBenchmarks: (json: unknown) => importBenchmarks(repo, json),
  };
}

export type PerformanceService = ReturnType<typeof createPerformanceService>;
