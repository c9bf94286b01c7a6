import { defineModule } from '../../platform/modules/module-definition';
import type { RealtimePublisher } from '../../platform/realtime/publisher';
import type { AccountsService } from '../accounts';
import { createFirstPartyFeedback } from './first-party-feedback';
import { createFirstPartyFeedbackRepo } from './first-party-feedback.repo';
import { reviewFeedRoutes } from './review-feed.routes';
import { createReviewsRepo } from './reviews.repo';
import { reviewsRoutes } from './reviews.routes';
import { createReviewsService } from './reviews.service';

type Deps = {
  accounts: AccountsService;
  realtime: Pick<RealtimePublisher, 'toAccount'>;
  requestAnalysis: (accountId: number) => Promise<void>;
};

export const reviewsModule = defineModule({
  name: 'reviews',
  createRepos: (db) => ({ reviews: createReviewsRepo(db), firstPartyFeedback: createFirstPartyFeedbackRepo(db) }),
  createServices: (repos, deps: Deps) => ({
    reviews: createReviewsService({ repo: repos.reviews, accounts: deps.accounts }),
    /** Feedback left on a landing or ask page becomes a review of the account's. */
    feedbackArrived: createFirstPartyFeedback({ ...deps, repo: repos.firstPartyFeedback }),
  }),
  routes: (app, { reviews }) => {
    reviewsRoutes(app, reviews);
    reviewFeedRoutes(app, reviews);
  },
});
