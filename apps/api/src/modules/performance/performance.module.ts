import { type ReplicaReads, readsOnReplica } from '../../platform/db/replica-reads';
import { defineModule } from '../../platform/modules/module-definition';
import type { ExportsService } from '../exports';
import { createPerformanceRepo } from './performance.repo';
import { performanceRoutes } from './performance.routes';
import { createPerformanceService, type PerformanceDeps } from './performance.service';
import { performanceCsvRoutes } from './performance-csv.routes';
import { createTargetsService } from './targets.service';

type Deps = Omit<PerformanceDeps, 'repo'> & { replicaReads: ReplicaReads };

/** The screens' and reports' reads, which tolerate the standby's lag (decision 0162); targets and weights stay on the primary. */
const REPLICA_READS = ['overview', 'locationScores', 'targetScores', 'report', 'benchmark'] as const;

export const performanceModule = defineModule({
  name: 'performance',
  createRepos: (db) => createPerformanceRepo(db),
  // The industry score compares an account with the others of its vertical (decision 0048).
  createServices: (repo, { replicaReads: _onlyForRoutes, ...deps }: Deps) => ({
    performance: createPerformanceService({ ...deps, repo }),
    targets: createTargetsService({ repo, locations: deps.counts.locations, settingOn: deps.settingOn }),
  }),
  // The screen's CSV downloads are the exports module's, which is built on this module's CSV: it comes late.
  routes: (
    app,
    { performance, targets },
    { deps, late }: { deps: Deps; late: { exports: Pick<ExportsService, 'download'> } },
  ) => {
    performanceRoutes(app, readsOnReplica(performance, deps.replicaReads, REPLICA_READS), targets);
    performanceCsvRoutes(app, late.exports);
  },
});
