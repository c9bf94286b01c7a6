export { insightsRoutes } from './insights.routes';
export { createInsightsService } from './insights.service';
