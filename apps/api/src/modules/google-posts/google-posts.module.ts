import type { PgBoss } from 'pg-boss';
import type { SqlExecutor } from '../../platform/db/ambient-sql';
import { defineModule } from '../../platform/modules/module-definition';
import {
  createBulkActionQueue,
  createGooglePostJobs,
  GOOGLE_POST_QUEUES,
  type GooglePostJobDeps,
  workGooglePosts,
} from './google-posts.jobs';
import { createGooglePostsRepo } from './google-posts.repo';
import { googlePostsRoutes } from './google-posts.routes';
import { createGooglePostsService, type GooglePostsDeps } from './google-posts.service';

type Deps = Omit<GooglePostJobDeps, 'repo'> &
  Pick<GooglePostsDeps, 'groupExists'> & { boss: PgBoss; jobSql: SqlExecutor };

export const googlePostsModule = defineModule({
  name: 'google-posts',
  createRepos: (db) => createGooglePostsRepo(db),
  createServices: (repo, deps: Deps) => ({
    googlePosts: createGooglePostsService({
      repo,
      unitOfWork: deps.unitOfWork,
      matchingLocations: deps.matchingLocations,
      groupExists: deps.groupExists,
      enqueue: createBulkActionQueue(deps.boss, deps.jobSql),
    }),
  }),
  routes: (app, { googlePosts }) => googlePostsRoutes(app, googlePosts),
  queues: GOOGLE_POST_QUEUES,
  // Each bulk action posts to its locations and e-mails the report.
  jobHandlers: (boss, { repos, deps }) => workGooglePosts(boss, createGooglePostJobs({ ...deps, repo: repos })),
});
