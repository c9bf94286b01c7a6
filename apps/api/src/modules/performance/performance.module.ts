import { defineModule } from '../../platform/modules/module-definition';
import type { ExportsService } from '../exports';
import { createPerformanceRepo } from './performance.repo';
import { performanceRoutes } from './performance.routes';
import { createPerformanceService, type PerformanceDeps } from './performance.service';
import { performanceCsvRoutes } from './performance-csv.routes';
import { createTargetsService } from './targets.service';

type Deps = Omit<PerformanceDeps, 'repo'>;

export const performanceModule = defineModule({
  name: 'performance',
  createRepos: (db) => createPerformanceRepo(db),
  // The industry score compares an account with the others of its vertical (decision 0048).
  createServices: (repo, deps: Deps) => ({
    performance: createPerformanceService({ ...deps, repo }),
    targets: createTargetsService({ repo, locations: deps.counts.locations, settingOn: deps.settingOn }),
  }),
  // The screen's CSV downloads are the exports module's, which is built on this module's CSV: it comes late.
  routes: (app, { performance, targets }, { late }: { late: { exports: Pick<ExportsService, 'download'> } }) => {
    performanceRoutes(app, performance, targets);
    performanceCsvRoutes(app, late.exports);
  },
});
