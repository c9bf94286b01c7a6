import type { PgBoss } from 'pg-boss';
import type { ReviewConnectors } from '../connectors/review-source';
import { createResponseJobs, createResponsesRepo, workResponses } from '../modules/responses';
import { createReviewSyncRepo, createReviewSyncService, workReviewSync } from '../modules/review-sync';
import { createReviewsRepo } from '../modules/reviews';
import type { Database } from '../platform/db/client';
import { createRealtimePublisher } from '../platform/realtime/publisher';

/** The worker side of reviews: response publish/delete through the connectors, and review syncs. */
export async function workReviewJobs(boss: PgBoss, db: Database, connectors: ReviewConnectors): Promise<void> {
  const realtime = createRealtimePublisher(db.$client);
  const syncRepo = createReviewSyncRepo(db);
  const responseJobs = createResponseJobs({
    repo: createResponsesRepo(db),
    reviews: createReviewsRepo(db),
    syncStates: syncRepo,
    connectors,
    realtime,
  });
  await workResponses(boss, responseJobs);
  await workReviewSync(boss, createReviewSyncService({ repo: syncRepo, connectors, realtime }), syncRepo);
}
