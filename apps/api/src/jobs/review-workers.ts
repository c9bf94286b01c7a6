import type { PgBoss } from 'pg-boss';
import type { ReviewConnectors } from '../connectors/review-source';
import type { Database } from '../db/client';
import { createResponseJobs, workResponses } from '../modules/responses/responses.jobs';
import { createResponsesRepo } from '../modules/responses/responses.repo';
import { workReviewSync } from '../modules/review-sync/review-sync.jobs';
import { createReviewSyncRepo } from '../modules/review-sync/review-sync.repo';
import { createReviewSyncService } from '../modules/review-sync/review-sync.service';
import { createReviewsRepo } from '../modules/reviews/reviews.repo';
import { createRealtimePublisher } from '../realtime/publisher';

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
