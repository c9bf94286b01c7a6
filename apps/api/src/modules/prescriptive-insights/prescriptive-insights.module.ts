import { defineModule } from '../../platform/modules/module-definition';
import type { PerformanceService } from '../performance';
import type { CampaignReportsService } from '../review-requests';
import type { ReviewsService } from '../reviews';
import { createLocationPeriods } from '../scorecards';
import { createInsightDismissalsRepo } from './prescriptive-insights.repo';
import { prescriptiveInsightsRoutes } from './prescriptive-insights.routes';
import { createPrescriptiveInsightsService } from './prescriptive-insights.service';

export type PrescriptiveInsightsModuleDeps = {
  performance: Pick<PerformanceService, 'overview'>;
  reviews: Pick<ReviewsService, 'list'>;
  campaignReports: Pick<CampaignReportsService, 'overview'>;
};

/** Prescriptive insights (issue 30 §2, decision 0143): computed on each read from other modules' figures. */
export const prescriptiveInsightsModule = defineModule({
  name: 'prescriptive-insights',
  createRepos: (db) => createInsightDismissalsRepo(db),
  createServices: (repo, { performance, reviews, campaignReports }: PrescriptiveInsightsModuleDeps) => ({
    prescriptiveInsights: createPrescriptiveInsightsService({
      repo,
      periods: createLocationPeriods({ performance, reviews }),
      campaignReports,
    }),
  }),
  routes: (app, { prescriptiveInsights }) => prescriptiveInsightsRoutes(app, prescriptiveInsights),
});
