import type { PgBoss } from 'pg-boss';
import { defineModule } from '../../platform/modules/module-definition';
import type { ReviewsService } from '../reviews';
import { createResponseJobs, type ResponseJobDeps, workResponses } from './responses.jobs';
import { createResponseQueue, RESPONSE_QUEUES } from './responses.queue';
import { createResponsesRepo } from './responses.repo';
import { responsesRoutes } from './responses.routes';
import { createResponsesService } from './responses.service';

type Deps = Omit<ResponseJobDeps, 'repo'> & { boss: PgBoss; reviews: ReviewsService };

export const responsesModule = defineModule({
  name: 'responses',
  createRepos: (db) => createResponsesRepo(db),
  /** The account's setup progress asks whether it answered a review (accounts is built before this module). */
  reads: (repo) => ({ responsesExist: repo.anyExist }),
  createServices: (repo, deps: Deps) => ({
    responses: createResponsesService({ repo, reviews: deps.reviews, queue: createResponseQueue(deps.boss) }),
    /** Publishing and deleting at the source, as the worker runs them. */
    responseJobs: createResponseJobs({ ...deps, repo }),
  }),
  routes: (app, { responses }) => responsesRoutes(app, responses),
  queues: RESPONSE_QUEUES,
  // Built from the run's own parts: a test hands the worker a scripted connector.
  jobHandlers: (boss, { repos, deps }) => workResponses(boss, createResponseJobs({ ...deps, repo: repos })),
});
