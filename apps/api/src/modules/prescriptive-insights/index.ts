export { prescriptiveInsightsModule } from './prescriptive-insights.module';
export type { PrescriptiveInsightsService } from './prescriptive-insights.service';
