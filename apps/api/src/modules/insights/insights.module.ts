import type { PgBoss } from 'pg-boss';
import { type ReplicaReads, readsOnReplica } from '../../platform/db/replica-reads';
import { defineModule } from '../../platform/modules/module-definition';
import { createAnalysisRepo } from './analysis.repo';
import { INSIGHTS_QUEUES, requestReanalysis, workInsights } from './insights.jobs';
import { createInsightsRepo } from './insights.repo';
import { insightsRoutes } from './insights.routes';
import { createInsightsService } from './insights.service';
import { createReviewAnalysis } from './review-analysis.service';

type Deps = Omit<Parameters<typeof createInsightsService>[0], 'repo' | 'analysis' | 'requestReanalysis'> & {
  boss: PgBoss;
  replicaReads: ReplicaReads;
};

/** The screens' reads of counts, which tolerate the standby's lag (decision 0162); the re-analysis' stay on the primary. */
const REPLICA_READS = ['categories', 'mentioned', 'categoryRank', 'mentions', 'trend', 'reviewKeywords'] as const;

export const insightsModule = defineModule({
  name: 'insights',
  createRepos: (db) => ({ insights: createInsightsRepo(db), analysis: createAnalysisRepo(db) }),
  createServices: (repos, { boss, replicaReads: _onlyForRoutes, ...deps }: Deps) => {
    const reviewAnalysis = createReviewAnalysis(repos.analysis);
    return {
      insights: createInsightsService({
        ...deps,
        repo: repos.insights,
        analysis: reviewAnalysis,
        requestReanalysis: (accountId, runId) => requestReanalysis(boss, accountId, runId),
      }),
      reviewAnalysis,
    };
  },
  routes: (app, { insights }, { deps }) =>
    insightsRoutes(app, readsOnReplica(insights, deps.replicaReads, REPLICA_READS)),
  queues: INSIGHTS_QUEUES,
  // Reviews analysed as they arrive, re-analyses, and the nightly retraining.
  jobHandlers: (boss, { services }) => workInsights(boss, services.reviewAnalysis),
});
