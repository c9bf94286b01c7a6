import {
  type CampaignOverview,
  type CampaignReportRow,
  type ListQuery,
  pageSlice,
  type ReportWindow,
  reportWindowDates,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import type { CampaignReportsRepo, ReportDates } from './campaign-reports.repo';

const EMPTY = { sent: 0, delivered: 0, opened: 0, clicked: 0, responded: 0, likely_reviews: 0 };

/** `/reports/{account_id}/campaigns` and `/campaign/overview`: the ask tool's measures over the filter bar's dates. */
export function createCampaignReportsService(repo: CampaignReportsRepo) {
  async function scope(caller: Caller, accountId: number, window: ReportWindow) {
    const id = await accountInScope(caller, accountId);
    return { id, dates: reportWindowDates(window) };
  }
  return {
    async campaigns(caller: Caller, accountId: number, query: ListQuery & ReportWindow) {
      const { id, dates } = await scope(caller, accountId, query);
      const rows: CampaignReportRow[] = (await repo.byCampaign(id, dates)).map((row) => ({
        ...row,
        last_sent_at: new Date(row.last_sent_at).toISOString(),
      }));
      return { rows: pageSlice(rows, query), total: rows.length };
    },
    /** Requests one account sent in the dates, for the partners' roll-up, which has checked the account (0141). */
    async sentBy(accountId: number, dates: ReportDates): Promise<number> {
      return (await repo.total(accountId, dates))?.sent ?? 0;
    },
    async overview(caller: Caller, accountId: number, window: ReportWindow): Promise<CampaignOverview> {
      const { id, dates } = await scope(caller, accountId, window);
      const [totals, byChannel, byLocation] = await Promise.all([
        repo.total(id, dates),
        repo.byChannel(id, dates),
        repo.byLocation(id, dates),
      ]);
      return { totals: totals ?? EMPTY, by_channel: byChannel, by_location: byLocation };
    },
  };
}

export type CampaignReportsService = ReturnType<typeof createCampaignReportsService>;
