import { defineModule } from '../../platform/modules/module-definition';
import type { ReviewsService } from '../reviews';
import { createReviewDisputesRepo } from './review-disputes.repo';
import { reviewDisputesRoutes } from './review-disputes.routes';
import { createReviewDisputesService } from './review-disputes.service';

/** Disputes of reviews with their sources, tracked to an outcome (issue 32 §2, decision 0147). */
export const reviewDisputesModule = defineModule({
  name: 'review-disputes',
  createRepos: (db) => createReviewDisputesRepo(db),
  createServices: (repo, deps: { reviews: ReviewsService }) => ({
    reviewDisputes: createReviewDisputesService({ repo, reviews: deps.reviews }),
  }),
  routes: (app, { reviewDisputes }) => reviewDisputesRoutes(app, reviewDisputes),
});
