import { REVIEW_EVENTS, responseFailureMessage, sourceByCode } from '@repute/domain';
import type { PgBoss } from 'pg-boss';
import { failureTextFor, type ReviewConnectors, type ReviewTarget } from '../../connectors/review-source';
import { type Attempt, workWithSourceRetries } from '../../connectors/source-retries';
import type { UnitOfWork } from '../../platform/db/unit-of-work';
import type { RealtimePublisher } from '../../platform/realtime/publisher';
import type { AlertRaise } from '../alerts';
import type { EmitWebhook } from '../outgoing-webhooks';
import type { ReviewSyncLinks } from '../review-sync';
import { type ReviewsService, toResponse } from '../reviews';
import { RESPONSE_DELETE_QUEUE, RESPONSE_PUBLISH_QUEUE, type ResponseJob } from './responses.queue';
import type { ResponseRow, ResponsesRepo } from './responses.repo';

export type ResponseJobDeps = {
  repo: ResponsesRepo;
  reviews: Pick<ReviewsService, 'reviewOf'>;
  /** Where the review's location is at its source (a Facebook Page answers with that Page's token). */
  syncStates: Pick<ReviewSyncLinks, 'state'>;
  connectors: ReviewConnectors;
  realtime: RealtimePublisher;
  /** Raises the failed-publishing alert with the failure it records; without it (connector tests) none is. */
  alerts?: { unitOfWork: UnitOfWork; raise: (raise: AlertRaise) => Promise<void> };
  /** Outgoing webhooks' response.published and response.failed (issue 31); none without it. */
  emitWebhook?: EmitWebhook;
};

/** Feedback-source responses cannot be changed once published (spec 000 §4). */
const FEEDBACK_SOURCE_ID = sourceByCode('feedback')?.id;

/** The failure as people read it: the spec's message while a retry follows, else what went wrong. */
const failureText = (action: 'publish' | 'delete', error: unknown, attempt: Attempt) =>
  responseFailureMessage(action, attempt.willRetry(error) ? null : failureTextFor(error));

/** Carries out publish and delete through the source's connector and settles the response's state. */
export function createResponseJobs(deps: ResponseJobDeps) {
  const { repo, reviews, syncStates, connectors, realtime, alerts } = deps;
  /** A failure for good (no retry follows) tells the users who asked for it, in the same transaction. */
  async function recordPublishFailure(
    job: ResponseJob,
    failure: { reviewId: number; locationId: number },
    work: () => Promise<ResponseRow | undefined>,
    reason: string | null,
  ) {
    if (!alerts || reason === null) return work();
    return alerts.unitOfWork(async () => {
      const failed = await work();
      if (failed) {
        await alerts.raise({
          type: 'response_failed',
          accountId: job.accountId,
          ...failure,
          responseId: failed.id,
          reason,
        });
      }
      return failed;
    });
  }

  async function load(job: ResponseJob) {
    const response = await repo.find(job.accountId, job.responseId);
    const review = response ? await reviews.reviewOf(job.accountId, response.reviewId) : undefined;
    if (!response || !review) return undefined;
    const connector = connectors.forSource(review.sourceId);
    const key = { accountId: job.accountId, locationId: review.locationId, sourceId: review.sourceId };
    const target: ReviewTarget = {
      ...key,
      externalLocationId: (await syncStates.state(key))?.externalLocationId ?? null,
    };
    return { response, review, connector, target };
  }

  return {
    async publish(job: ResponseJob, attempt: Attempt): Promise<void> {
      const loaded = await load(job);
      // Deleted or replaced meanwhile: nothing left to publish.
      if (!loaded || !['submitting', 'error_published'].includes(loaded.response.status)) return;
      const { response, review, connector, target } = loaded;
      try {
        if (!connector) throw new Error(`no connector for source ${review.sourceId}`);
        // An edit passes the id of the answer already published, so that the source replaces it.
        const { publishedAt, externalResponseId } = await connector.publishResponse(
          target,
          review.externalId,
          response.content,
          response.externalResponseId,
        );
        const published = await repo.setStatus(job.accountId, response.id, {
          status: 'published',
          statusDescription: null,
          publishedAt,
          externalResponseId: externalResponseId ?? response.externalResponseId,
          readOnly: review.sourceId === FEEDBACK_SOURCE_ID,
        });
        await repo.setReviewAnswered(job.accountId, review.id, review.respondedAt ?? publishedAt);
        await repo.recordHistory(job.accountId, review.id, 'response_published', job.userId, null, {
          content: response.content,
        });
        if (published) {
          await realtime.toAccount(job.accountId, REVIEW_EVENTS.responsePublished, {
            review_id: review.id,
            response: toResponse(published),
          });
          await deps.emitWebhook?.(job.accountId, 'response.published', {
            review_id: review.id,
            location_id: review.locationId,
            response: toResponse(published),
          });
        }
      } catch (error) {
        const statusDescription = failureText('publish', error, attempt);
        const failed = await recordPublishFailure(
          job,
          { reviewId: review.id, locationId: review.locationId },
          () => repo.setStatus(job.accountId, response.id, { status: 'error_published', statusDescription }),
          attempt.willRetry(error) ? null : statusDescription,
        );
        if (failed) {
          await realtime.toAccount(job.accountId, REVIEW_EVENTS.responsePublishFailed, {
            review_id: review.id,
            response: toResponse(failed),
          });
          // Only a failure for good: a retry follows the others.
          if (!attempt.willRetry(error)) {
            await deps.emitWebhook?.(job.accountId, 'response.failed', {
              review_id: review.id,
              location_id: review.locationId,
              response: toResponse(failed),
            });
          }
        }
        throw error;
      }
    },

    async remove(job: ResponseJob, attempt: Attempt): Promise<void> {
      const loaded = await load(job);
      if (!loaded || !['deleting', 'error_unpublished'].includes(loaded.response.status)) return;
      const { response, review, connector, target } = loaded;
      try {
        if (!connector) throw new Error(`no connector for source ${review.sourceId}`);
        await connector.deleteResponse(target, review.externalId, response.externalResponseId);
        await repo.removeFromReview(job.accountId, response.id, review.id);
        await repo.recordHistory(
          job.accountId,
          review.id,
          'response_deleted',
          job.userId,
          {
            content: response.content,
          },
          null,
        );
        await realtime.toAccount(job.accountId, REVIEW_EVENTS.responseDeleted, {
          review_id: review.id,
          response_id: response.id,
          responses: [],
        });
      } catch (error) {
        const failed = await repo.setStatus(job.accountId, response.id, {
          status: 'error_unpublished',
          statusDescription: failureText('delete', error, attempt),
        });
        if (failed) {
          await realtime.toAccount(job.accountId, REVIEW_EVENTS.responseDeleteFailed, {
            review_id: review.id,
            response: toResponse(failed),
          });
        }
        throw error;
      }
    },
  };
}

export type ResponseJobs = ReturnType<typeof createResponseJobs>;

/**
 * Each failed attempt is settled for the user first (error status and event, in publish/remove), then
 * retried as the source asked: not at all when it refused for good, no sooner than its Retry-After.
 */
export async function workResponses(boss: PgBoss, jobs: ResponseJobs): Promise<void> {
  await workWithSourceRetries<ResponseJob>(boss, RESPONSE_PUBLISH_QUEUE, { pollingIntervalSeconds: 0.5 }, jobs.publish);
  await workWithSourceRetries<ResponseJob>(boss, RESPONSE_DELETE_QUEUE, { pollingIntervalSeconds: 0.5 }, jobs.remove);
}
