import { type MetricsListQuery, type MetricsQuery, type ReportWindow, reportWindowDates } from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import type { ReviewsService } from '../reviews';
import { toBreakdown, toSourceSlices, toTotals } from './metrics.mapper';
import type { MetricsRepo } from './metrics.repo';

export type MetricsDeps = { repo: MetricsRepo; reviews: Pick<ReviewsService, 'resolve'> };

/**
 * Dashboard metrics (spec 000 §7 "Metrics and reports"). They read the same filtered reviews as the
 * reviews list (reviewConditions), so the numbers agree with the list for the same filters.
 */
export function createMetricsService({ repo, reviews }: MetricsDeps) {
  async function filtersOf(caller: Caller, accountId: number | undefined, query: MetricsQuery & ReportWindow) {
    // The reports name the window start_date/end_date or month_after/month_before; from/to win when both come.
    const window = reportWindowDates(query);
    const { start_date, end_date, month_after, month_before, ...filters } = query;
    return reviews.resolve(caller, {
      ...filters,
      from: query.from ?? window.from,
      to: query.to ?? window.to,
      account_id: accountId ?? query.account_id,
    });
  }

  return {
    async overview(caller: Caller, accountId: number | undefined, query: MetricsQuery) {
      const filters = await filtersOf(caller, accountId, query);
      return { account_id: caller.accountId, ...toTotals(await repo.totals(caller.accountId, filters)) };
    },

    /**
     * One account's totals over dates, for the partners' roll-up (decision 0141): its caller has already checked
     * that the account is one of its children, so this takes no caller.
     */
    async accountTotals(accountId: number, window: { from?: string; to?: string; timeZone: string }) {
      return toTotals(await repo.totals(accountId, window));
    },

    async breakdown(caller: Caller, accountId: number | undefined, query: MetricsQuery) {
      const filters = await filtersOf(caller, accountId, query);
      return { account_id: caller.accountId, ...toBreakdown(await repo.monthly(caller.accountId, filters)) };
    },

    async sources(caller: Caller, accountId: number | undefined, query: MetricsQuery) {
      const filters = await filtersOf(caller, accountId, query);
      return { account_id: caller.accountId, sources: toSourceSlices(await repo.bySource(caller.accountId, filters)) };
    },

    async locations(caller: Caller, accountId: number | undefined, query: MetricsListQuery) {
      const filters = await filtersOf(caller, accountId, query);
      const { rows, total } = await repo.byLocation(caller.accountId, filters, query);
      return {
        total,
        rows: rows.map((row) => ({ location_id: row.id, location_name: row.name, ...toTotals(row) })),
      };
    },

    async groups(caller: Caller, accountId: number | undefined, query: MetricsListQuery) {
      const filters = await filtersOf(caller, accountId, query);
      const { rows, total } = await repo.byGroup(caller.accountId, filters, query);
      return {
        total,
        rows: rows.map((row) => ({
          group_id: row.id,
          group_name: row.name,
          location_count: row.locationCount,
          ...toTotals(row),
        })),
      };
    },
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;
