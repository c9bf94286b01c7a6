import { defineModule } from '../../platform/modules/module-definition';
import type { PerformanceService } from '../performance';
import type { ReviewsService } from '../reviews';
import { createLocationPeriods } from './location-periods';
import type { PlaceLookup } from './place-lookup';
import { createScorecardsRepo } from './scorecards.repo';
import { scorecardsRoutes } from './scorecards.routes';
import { createScorecardsService, type ScorecardsDeps } from './scorecards.service';

export type ScorecardsModuleDeps = Pick<ScorecardsDeps, 'faceOf'> & {
  performance: Pick<PerformanceService, 'overview'>;
  reviews: Pick<ReviewsService, 'list'>;
  /** Public place data for prospects: the sandbox, or the Google Places client (decision 0142). */
  places: PlaceLookup;
};

/** Scorecards (issue 30 §1, decision 0142): standards, the account's locations graded, prospects' pages. */
export const scorecardsModule = defineModule({
  name: 'scorecards',
  createRepos: (db) => createScorecardsRepo(db),
  createServices: (repo, { performance, reviews, places, faceOf }: ScorecardsModuleDeps) => ({
    scorecards: createScorecardsService({
      repo,
      periods: createLocationPeriods({ performance, reviews }),
      places,
      faceOf,
    }),
  }),
  routes: (app, { scorecards }) => scorecardsRoutes(app, scorecards),
});
