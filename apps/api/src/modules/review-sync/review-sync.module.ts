import type { PgBoss } from 'pg-boss';
import { defineModule } from '../../platform/modules/module-definition';
import { REVIEW_SYNC_QUEUES, workReviewSync } from './review-sync.jobs';
import { createReviewSyncLinks } from './review-sync.links';
import { createReviewSyncRepo } from './review-sync.repo';
import { createReviewSyncRequests } from './review-sync.requests';
import { reviewSyncRoutes } from './review-sync.routes';
import { createReviewSyncService, type ReviewSyncDeps } from './review-sync.service';

type Deps = Omit<ReviewSyncDeps, 'repo'> & { boss: PgBoss };

export const reviewSyncModule = defineModule({
  name: 'review-sync',
  createRepos: (db) => createReviewSyncRepo(db),
  /** The account's setup progress asks whether a source has synced (accounts is built before this module). */
  reads: (repo) => ({ hasSynced: repo.hasSynced }),
  createServices: (repo, deps: Deps) => ({
    /** On-demand syncs (the API's). */
    reviewSync: createReviewSyncRequests(repo, deps.boss, deps.connectors),
    reviewSyncLinks: createReviewSyncLinks(repo),
    /** The sync itself, as the worker runs it. */
    reviewSyncer: createReviewSyncService({ ...deps, repo }),
  }),
  routes: (app, { reviewSync }) => reviewSyncRoutes(app, reviewSync),
  queues: REVIEW_SYNC_QUEUES,
  // Built from the run's own parts: a test hands the worker a scripted connector.
  jobHandlers: (boss, { repos, deps }) =>
    workReviewSync(boss, createReviewSyncService({ ...deps, repo: repos }), repos),
});
