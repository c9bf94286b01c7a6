import { addDays, type InsightDismissalBody } from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import type { CampaignReportsService } from '../review-requests';
import { currentPeriod, type LocationPeriods } from '../scorecards';
import { insightsOf } from './insight-rules';
import type { InsightDismissalsRepo } from './prescriptive-insights.repo';

/** Requests are counted over a longer window than reviews: a request made 6 weeks ago still brings reviews now. */
const REQUEST_WINDOW_DAYS = 60;
const DAY_MS = 86_400_000;

export type PrescriptiveInsightsDeps = {
  repo: InsightDismissalsRepo;
  periods: LocationPeriods;
  campaignReports: Pick<CampaignReportsService, 'overview'>;
};

export function createPrescriptiveInsightsService({ repo, periods, campaignReports }: PrescriptiveInsightsDeps) {
  return {
    /** The period's insights the account has not hidden, largest expected effect first. */
    async list(caller: Caller) {
      const period = currentPeriod(caller);
      const [rows, negatives, requests, hidden] = await Promise.all([
        periods.performanceRows(caller, period),
        periods.negativeReviews(caller, period),
        campaignReports.overview(caller, caller.accountId, {
          start_date: addDays(period.to, -(REQUEST_WINDOW_DAYS - 1)),
          end_date: period.to,
        }),
        repo.hiddenKeys(caller.accountId, new Date()),
      ]);
      const requestsSent = new Map(requests.by_location.map((row) => [row.location_id, row.sent]));
      const all = insightsOf({ period, rows, negatives, requestsSent });
      const shown = all.filter((insight) => !hidden.has(insight.key));
      return { insights: shown, hidden: all.length - shown.length, ...period };
    },

    /** Hides an insight for the whole account: a cause dismissed once is not news to the rest of the team. */
    async hide(caller: Caller, { key, snooze_days }: InsightDismissalBody) {
      const until = snooze_days === undefined ? null : new Date(Date.now() + snooze_days * DAY_MS);
      await repo.hide(caller.accountId, key, until, caller.userId);
      return { key, hidden_until: until?.toISOString() ?? null };
    },
  };
}

export type PrescriptiveInsightsService = ReturnType<typeof createPrescriptiveInsightsService>;
