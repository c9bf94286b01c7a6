import type { PgBoss } from 'pg-boss';
import type { Connectors } from '../connectors/connectors';
import type { Database } from '../db/client';
import type { AccountsService } from '../modules/accounts/accounts.service';
import { createMetricsRepo } from '../modules/metrics/metrics.repo';
import { createMetricsService } from '../modules/metrics/metrics.service';
import { createResponseTemplatesRepo } from '../modules/response-templates/response-templates.repo';
import { createResponseTemplatesService } from '../modules/response-templates/response-templates.service';
import { createResponseQueue } from '../modules/responses/responses.queue';
import { createResponsesRepo } from '../modules/responses/responses.repo';
import { createResponsesService } from '../modules/responses/responses.service';
import { createReviewSyncRepo } from '../modules/review-sync/review-sync.repo';
import { createReviewSyncRequests } from '../modules/review-sync/review-sync.requests';
import { createReviewsRepo } from '../modules/reviews/reviews.repo';
import { createReviewsService } from '../modules/reviews/reviews.service';
import { createTagsRepo } from '../modules/tags/tags.repo';
import { createTagsService } from '../modules/tags/tags.service';

/** Wires reviews and the dashboard (issue 5): reviews, responses, tags, templates, metrics, sync requests. */
export function createReviewServices(db: Database, boss: PgBoss, accounts: AccountsService, connectors: Connectors) {
  const reviews = createReviewsService({ repo: createReviewsRepo(db), accounts });
  return {
    reviews,
    responses: createResponsesService({ repo: createResponsesRepo(db), reviews, queue: createResponseQueue(boss) }),
    tags: createTagsService({ repo: createTagsRepo(db), reviews }),
    responseTemplates: createResponseTemplatesService({ repo: createResponseTemplatesRepo(db), reviews }),
    metrics: createMetricsService({ repo: createMetricsRepo(db), reviews }),
    reviewSync: createReviewSyncRequests(createReviewSyncRepo(db), boss, connectors.reviews),
  };
}
