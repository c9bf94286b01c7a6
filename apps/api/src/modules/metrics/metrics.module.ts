import { defineModule } from '../../platform/modules/module-definition';
import { createLocationCountReads } from './location-count-reads';
import { createLocationCountsRepo } from './location-counts.repo';
import { createMetricsRepo } from './metrics.repo';
import { metricsRoutes } from './metrics.routes';
import { createMetricsService } from './metrics.service';

type Deps = Omit<Parameters<typeof createMetricsService>[0], 'repo'>;

export const metricsModule = defineModule({
  name: 'metrics',
  createRepos: (db) => ({ metrics: createMetricsRepo(db), locationCounts: createLocationCountsRepo(db) }),
  createServices: (repos, deps: Deps) => ({
    metrics: createMetricsService({ ...deps, repo: repos.metrics }),
    locationCounts: createLocationCountReads(repos.locationCounts),
  }),
  routes: (app, { metrics }) => metricsRoutes(app, metrics),
});
