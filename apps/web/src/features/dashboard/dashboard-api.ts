import type { GroupMetrics, LocationMetrics, MetricTotals } from '@repute/domain';
import {
  getMetricsBreakdown,
  getMetricsOverview,
  getSourcesMetrics,
  listGroupMetrics,
  listLocationMetrics,
} from '@repute/domain/contracts/metrics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';
import type { FilterApiParams } from '../../shared/filters/filter-state';

/** Rows a breakdown table shows a page (spec 000 §9 list page size). */
export const BREAKDOWN_PAGE_SIZE = 25;

export type BreakdownKind = 'location' | 'group';
export type BreakdownSortBy = 'name' | 'average_rating' | 'total_reviews' | 'response_rate' | 'response_time';
export type BreakdownSort = { by: BreakdownSortBy; order: 'asc' | 'desc' } | null;
export type BreakdownQuery = { page: number; sort: BreakdownSort };
/** A row of either breakdown table; locationCount only for groups. */
export type BreakdownRow = MetricTotals & { id: number; name: string; locationCount: number | null };
export type BreakdownPage = { rows: BreakdownRow[]; total: number; totalPages: number };

export const metricsKeys = {
  all: ['metrics'] as const,
  overview: (accountId: number, filters: FilterApiParams) => ['metrics', 'overview', accountId, filters] as const,
  breakdown: (accountId: number, filters: FilterApiParams) => ['metrics', 'breakdown', accountId, filters] as const,
  sources: (accountId: number, filters: FilterApiParams) => ['metrics', 'sources', accountId, filters] as const,
  table: (kind: BreakdownKind, accountId: number, filters: FilterApiParams, query: BreakdownQuery) =>
    ['metrics', kind, accountId, filters, query] as const,
};

/**
 * Every metric call of the dashboard (spec 000 §7 "Metrics and reports"), with the filter bar's params as
 * the reviews list sends them, so both count the same reviews. `filters` is null until the date range is
 * known (the account's today): asking earlier would count all time.
 */
function useMetricsQuery<Data>(
  key: (accountId: number, filters: FilterApiParams) => readonly unknown[],
  filters: FilterApiParams | null,
  load: (accountId: number, filters: FilterApiParams) => Promise<Data>,
) {
  const accountId = useAuth()?.account_id ?? 0;
  const params = filters ?? {};
  return useQuery({
    queryKey: key(accountId, params),
    queryFn: () => load(accountId, params),
    enabled: accountId > 0 && filters !== null,
    // A filter change keeps the last numbers on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useOverview(filters: FilterApiParams | null) {
  return useMetricsQuery(metricsKeys.overview, filters, (accountId, params) =>
    callEndpoint(getMetricsOverview, { params: { accountId }, query: params }),
  );
}

export function useBreakdown(filters: FilterApiParams | null) {
  return useMetricsQuery(metricsKeys.breakdown, filters, (accountId, params) =>
    callEndpoint(getMetricsBreakdown, { query: { account_id: accountId, ...params } }),
  );
}

export function useSourceSlices(filters: FilterApiParams | null) {
  return useMetricsQuery(metricsKeys.sources, filters, async (accountId, params) => {
    const answer = await callEndpoint(getSourcesMetrics, { params: { accountId }, query: params });
    return answer.sources;
  });
}

const fromLocation = ({ location_id, location_name, ...totals }: LocationMetrics): BreakdownRow => ({
  ...totals,
  id: location_id,
  name: location_name,
  locationCount: null,
});

const fromGroup = ({ group_id, group_name, location_count, ...totals }: GroupMetrics): BreakdownRow => ({
  ...totals,
  id: group_id,
  name: group_name,
  locationCount: location_count,
});

/** GET /metrics/{account_id}/location or /group: one page of the table, in one row shape for both. */
export function useBreakdownTable(kind: BreakdownKind, filters: FilterApiParams | null, query: BreakdownQuery) {
  return useMetricsQuery(
    (accountId, params) => metricsKeys.table(kind, accountId, params, query),
    filters,
    async (accountId, params): Promise<BreakdownPage> => {
      const input = {
        params: { accountId },
        query: {
          ...params,
          page: query.page,
          per_page: BREAKDOWN_PAGE_SIZE,
          // No sort is the name order, the API's default.
          'sort[by]': query.sort?.by,
          'sort[order]': query.sort?.order,
        },
      };
      if (kind === 'location') {
        const list = await callEndpoint(listLocationMetrics, input);
        return { rows: list._embedded.locations.map(fromLocation), total: list._total, totalPages: list._total_pages };
      }
      const list = await callEndpoint(listGroupMetrics, input);
      return { rows: list._embedded.groups.map(fromGroup), total: list._total, totalPages: list._total_pages };
    },
  );
}
