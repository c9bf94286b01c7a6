import type { PgBoss } from 'pg-boss';
import type { Connectors } from '../connectors/connectors';
import type { AccountsService } from '../modules/accounts';
import { createMetricsRepo, createMetricsService } from '../modules/metrics';
import { createResponseTemplatesRepo, createResponseTemplatesService } from '../modules/response-templates';
import { createResponseQueue, createResponsesRepo, createResponsesService } from '../modules/responses';
import { createReviewSyncRepo, createReviewSyncRequests } from '../modules/review-sync';
import { createReviewsRepo, createReviewsService } from '../modules/reviews';
import { createTagsRepo, createTagsService } from '../modules/tags';
import type { Database } from '../platform/db/client';

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
