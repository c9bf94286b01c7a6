import { metricsRoutes } from '../modules/metrics/metrics.routes';
import { responseTemplatesRoutes } from '../modules/response-templates/response-templates.routes';
import { responsesRoutes } from '../modules/responses/responses.routes';
import { reviewSyncRoutes } from '../modules/review-sync/review-sync.routes';
import { reviewsRoutes } from '../modules/reviews/reviews.routes';
import { tagsRoutes } from '../modules/tags/tags.routes';
import type { TypedApp } from './routing';
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
