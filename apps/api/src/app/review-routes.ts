import { metricsRoutes } from '../modules/metrics';
import { responseTemplatesRoutes } from '../modules/response-templates';
import { responsesRoutes } from '../modules/responses';
import { reviewSyncRoutes } from '../modules/review-sync';
import { reviewsRoutes } from '../modules/reviews';
import { tagsRoutes } from '../modules/tags';
import type { TypedApp } from '../platform/http/routing';
import type { Services } from './services';

/** Routes of reviews and the dashboard (issue 5). */
export function reviewRoutes(routes: TypedApp, services: Services): void {
  reviewSyncRoutes(routes, services.reviewSync);
  reviewsRoutes(routes, services.reviews);
  responsesRoutes(routes, services.responses);
  responseTemplatesRoutes(routes, services.responseTemplates);
  tagsRoutes(routes, services.tags);
  metricsRoutes(routes, services.metrics);
}
