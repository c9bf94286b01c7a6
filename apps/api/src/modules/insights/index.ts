export { createAnalysisRepo } from './analysis.repo';
export { experienceCategoriesCsv, keywordDetailsCsv, keywordsCsv } from './insights.csv';
export {
  INSIGHTS_QUEUES,
  requestAnalysis,
  requestReanalysis,
  workInsights,
} from './insights.jobs';
export { createInsightsRepo } from './insights.repo';
export { insightsRoutes } from './insights.routes';
export { createInsightsService, type InsightsService } from './insights.service';
export { createReviewAnalysis, type ReviewAnalysis } from './review-analysis.service';
