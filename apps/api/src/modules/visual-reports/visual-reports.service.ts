import {
  type CampaignOverview,
  type CategoryRankItem,
  type ListingOverview,
  type LocationMetrics,
  REPORT_TOP_ITEMS,
  type ReportSection,
  VISUAL_REPORT_TITLES,
  type VisualReport,
  type VisualReportKind,
  type VisualReportQuery,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import type { SettingOn } from '../../platform/auth/policy-check';
import { accountInScope } from '../../platform/auth/scope';
import type { MetricsService } from '../metrics';
import * as sections from './report-sections';

/** What the reports read: the calls behind the dashboard, the ask tool, the listings and the categories. */
export type VisualReportSources = {
  metrics: Pick<MetricsService, 'overview' | 'breakdown' | 'sources' | 'locations'>;
  campaignOverview: (
    caller: Caller,
    accountId: number,
    window: { start_date?: string; end_date?: string },
  ) => Promise<CampaignOverview>;
  listingOverview: (
    caller: Caller,
    accountId: number,
    query: { location_id?: number; group_id?: number },
  ) => Promise<ListingOverview>;
  categoryRank: (
    caller: Caller,
    accountId: number,
    query: Omit<VisualReportQuery, 'from' | 'to' | 'sentiment' | 'search_terms'> & {
      published_after?: string;
      published_before?: string;
      page: number;
      per_page: number;
      show_zero: boolean;
    },
  ) => Promise<{ items: CategoryRankItem[] }>;
  settingOn: SettingOn;
};

/**
 * The ready-made reports (issue 30, decision 0140). Each is a list of sections read from the calls the screens
 * already make, with the same filters, so its numbers are the screens' numbers; the PDF and the CSV draw these.
 */
export function createVisualReportsService(sources: VisualReportSources) {
  const { metrics } = sources;

  /** The locations with the most reviews first, as many as a chart shows. */
  const topLocations = async (
    caller: Caller,
    accountId: number,
    query: VisualReportQuery,
  ): Promise<LocationMetrics[]> =>
    (
      await metrics.locations(caller, accountId, {
        ...query,
        page: 1,
        per_page: REPORT_TOP_ITEMS,
        'sort[by]': 'total_reviews',
        'sort[order]': 'desc',
      })
    ).rows;

  const window = (query: VisualReportQuery) => ({ start_date: query.from, end_date: query.to });

  async function categories(caller: Caller, accountId: number, query: VisualReportQuery): Promise<ReportSection[]> {
    // Categories exist where the account analyses reviews (insights and experience_analysis): elsewhere none.
    const analysed =
      (await sources.settingOn(accountId, 'insights')) && (await sources.settingOn(accountId, 'experience_analysis'));
    if (!analysed) return [];
    const { items } = await sources.categoryRank(caller, accountId, {
      location_id: query.location_id,
      group_id: query.group_id,
      source_id: query.source_id,
      rating: query.rating,
      category: query.category,
      published_after: query.from,
      published_before: query.to,
      page: 1,
      per_page: REPORT_TOP_ITEMS,
      show_zero: false,
    });
    return [sections.experienceCategories(items)];
  }

  const BUILDERS: Record<
    VisualReportKind,
    (caller: Caller, accountId: number, query: VisualReportQuery) => Promise<ReportSection[]>
  > = {
    async executive_summary(caller, accountId, query) {
      const [overview, breakdown, bySource] = await Promise.all([
        metrics.overview(caller, accountId, query),
        metrics.breakdown(caller, accountId, query),
        metrics.sources(caller, accountId, query),
      ]);
      return [
        sections.keyFigures(overview),
        sections.ratingTrend(breakdown),
        sections.reviewsBySource(bySource.sources),
      ];
    },
    async reviews_and_ratings(caller, accountId, query) {
      const [breakdown, bySource, locations] = await Promise.all([
        metrics.breakdown(caller, accountId, query),
        metrics.sources(caller, accountId, query),
        topLocations(caller, accountId, query),
      ]);
      return [
        sections.ratingTrend(breakdown),
        sections.reviewsByMonth(breakdown),
        sections.reviewsBySource(bySource.sources),
        sections.reviewsByLocation(locations),
      ];
    },
    async responses(caller, accountId, query) {
      const [overview, locations] = await Promise.all([
        metrics.overview(caller, accountId, query),
        topLocations(caller, accountId, query),
      ]);
      return [sections.responseFigures(overview), sections.responsesByLocation(locations)];
    },
    async sentiment_and_categories(caller, accountId, query) {
      const [breakdown, rank] = await Promise.all([
        metrics.breakdown(caller, accountId, query),
        categories(caller, accountId, query),
      ]);
      return [sections.sentimentByMonth(breakdown), ...rank];
    },
    async ask_tool_funnel(caller, accountId, query) {
      const overview = await sources.campaignOverview(caller, accountId, window(query));
      return [sections.askToolFunnel(overview), sections.requestsByLocation(overview)];
    },
    async listings_health(caller, accountId, query) {
      // The listings screens filter by one location or one group: a choice of several counts them all.
      const one = (ids: number[] | undefined) => (ids?.length === 1 ? ids[0] : undefined);
      const overview = await sources.listingOverview(caller, accountId, {
        location_id: one(query.location_id),
        group_id: one(query.group_id),
      });
      return [sections.listingsFigures(overview), sections.listingsByDirectory(overview)];
    },
    async location_performance(caller, accountId, query) {
      return [sections.locationPerformance(await topLocations(caller, accountId, query))];
    },
  };

  return {
    async report(
      caller: Caller,
      requestedAccountId: number,
      kind: VisualReportKind,
      query: VisualReportQuery,
    ): Promise<VisualReport> {
      const accountId = await accountInScope(caller, requestedAccountId);
      return {
        account_id: accountId,
        report: kind,
        title: VISUAL_REPORT_TITLES[kind],
        from: query.from ?? null,
        to: query.to ?? null,
        sections: await BUILDERS[kind](caller, accountId, query),
      };
    },
  };
}

export type VisualReportsService = ReturnType<typeof createVisualReportsService>;
