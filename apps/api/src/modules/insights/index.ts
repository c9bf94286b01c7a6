export { experienceCategoriesCsv, keywordDetailsCsv, keywordsCsv } from './insights.csv';
export { requestAnalysis } from './insights.jobs';
export { insightsModule } from './insights.module';
export type { InsightsService } from './insights.service';
export { createReviewAnalysis, type ReviewAnalysis } from './review-analysis.service';
