import { REVIEW_EVENTS, SOURCES } from '@repute/domain';
import {
  failureTextFor,
  type ReviewConnectors,
  type ReviewTarget,
  type SourceReview,
} from '../../connectors/review-source';
import type { UnitOfWork } from '../../platform/db/unit-of-work';
import type { RealtimePublisher } from '../../platform/realtime/publisher';
import type { AlertRaise } from '../alerts';
import type { EmitWebhook } from '../outgoing-webhooks';
import type { ReviewChange, ReviewSyncRepo, ReviewValues, SyncKey } from './review-sync.repo';

/** Raises review alerts in the transaction that stores the reviews (the alerts module's raiser). */
export type SyncAlerts = { unitOfWork: UnitOfWork; raise: (raise: AlertRaise) => Promise<void> };

export type ReviewSyncDeps = {
  repo: ReviewSyncRepo;
  connectors: ReviewConnectors;
  realtime: RealtimePublisher;
  /** Without it (tests of the sync alone, the bench) nothing is alerted. */
  alerts?: SyncAlerts;
  /**
   * Asks for the text analysis of the account's new and edited reviews (the insights module's job). Without it the
   * analysis' minute sweep finds them.
   */
  requestAnalysis?: (accountId: number) => Promise<void>;
  /**
   * Outgoing webhooks' review.created and review.updated (issue 31, decision 0167); a page's first sync, its whole
   * history, sends no review.created.
   */
  emitWebhook?: EmitWebhook;
};

export type SyncResult = { pages: number; fetched: number; created: number; edited: number; removed: number };

/** review.updated's payload: what the source changed, as the review's history records it. */
const updatedPayload = (key: SyncKey, changes: readonly ReviewChange[]) =>
  changes.map((change) => ({
    review_id: change.id,
    location_id: key.locationId,
    source_id: key.sourceId,
    change: change.change,
    before: change.before,
    after: change.after,
  }));

/** Safety valve: a source that keeps answering "more" cannot hold a worker forever. */
const MAX_PAGES = 500;

/**
 * Reviews stored in one transaction: twenty of the sources' usual pages of fifty. Past it a batch's fixed costs
 * (commit, statement-level triggers) are small beside its rows, and its insert stays well under PostgreSQL's
 * 65,535 parameters.
 */
const BATCH_REVIEWS = 1000;

/** Why a location and source cannot be synced now, if it cannot. */
export type NotSyncable = 'not_connected' | 'not_linked';

export function whyNotSyncable(
  connectors: ReviewConnectors,
  target: { sourceId: number; externalLocationId: string | null },
): NotSyncable | null {
  const connector = connectors.forSource(target.sourceId);
  if (!connector) return 'not_connected';
  if (target.externalLocationId === null && connector.needsExternalLocation !== false) return 'not_linked';
  return null;
}

/**
 * The sources the scheduled sync reads: those with a connector (`connected`), and of them those whose
 * connector reads a location not linked to its page (`anyLocation`: the demo sandbox).
 */
export type SyncReach = { connected: number[]; anyLocation: number[] };

export function syncReach(connectors: ReviewConnectors): SyncReach {
  const connected = SOURCES.filter((source) => connectors.forSource(source.id) !== undefined).map(({ id }) => id);
  const anyLocation = connected.filter(
    (sourceId) => whyNotSyncable(connectors, { sourceId, externalLocationId: null }) === null,
  );
  return { connected, anyLocation };
}

export function toReviewValues(key: SyncKey, review: SourceReview): ReviewValues {
  const rating = Math.max(0, Math.min(5, Math.round(review.rating)));
  return {
    accountId: key.accountId,
    locationId: key.locationId,
    sourceId: key.sourceId,
    externalId: review.externalId,
    rating,
    authorName: review.authorName,
    content: review.content,
    language: review.language,
    url: review.url,
    publishedAt: review.publishedAt,
    sourceUpdatedAt: review.updatedAt,
    removed: review.removed ?? false,
    ...sentimentFromSource(rating, review),
  };
}

/**
 * The sentiment the source says itself: a recommendation without stars (Facebook) says it outright, until the text
 * analysis reads its text. A review with text otherwise gets its sentiment and categories from the analysis
 * (modules/insights), which a sync must not overwrite; one without text says it with its stars.
 */
function sentimentFromSource(rating: number, review: SourceReview): Pick<ReviewValues, 'sentiment' | 'categories'> {
  if (rating === 0 && review.recommended !== undefined) return { sentiment: review.recommended ? 1 : -1 };
  if (review.content?.trim()) return {};
  return { sentiment: rating >= 4 ? 1 : rating >= 1 && rating <= 2 ? -1 : 0, categories: [] };
}

/**
 * Syncs one location with one source: incremental from the stored cursor, or a full pass (no cursor) that
 * also marks reviews the source no longer lists as removed. Idempotent: pages seen twice change nothing.
 */
export function createReviewSyncService({
  repo,
  connectors,
  realtime,
  alerts,
  requestAnalysis,
  emitWebhook,
}: ReviewSyncDeps) {
  /** Runs a step and raises its alert, if any, in one transaction: a stored review is always alerted, once. */
  const withAlert = async <T>(step: () => Promise<T>, alertOf: (result: T) => AlertRaise | undefined) => {
    if (!alerts) return step();
    return alerts.unitOfWork(async () => {
      const result = await step();
      const raise = alertOf(result);
      if (raise) await alerts.raise(raise);
      return result;
    });
  };

  return {
    /** Which sources the scheduled sync reads, and which of them also unlinked locations. */
    reach: () => syncReach(connectors),

    async sync(key: SyncKey, options: { full?: boolean } = {}): Promise<SyncResult> {
      const connector = connectors.forSource(key.sourceId);
      if (!connector) throw new Error(`source ${key.sourceId} has no connector`);
      const state = await repo.state(key);
      const full = options.full || !state?.cursor;
      // A page's first sync brings its whole history: one summary alert at the end, not one per review.
      const firstSync = !state?.lastSyncedAt;
      const firstSyncRatings = [0, 0, 0, 0, 0, 0];
      let cursor = full ? null : (state?.cursor ?? null);
      const result: SyncResult = { pages: 0, fetched: 0, created: 0, edited: 0, removed: 0 };
      const seen: string[] = [];
      let sourceCount: number | null = null;
      let target: ReviewTarget = { ...key, externalLocationId: state?.externalLocationId ?? null };
      try {
        // Once a sync: a Facebook Page saved by username becomes its id for every page read.
        if (connector.resolveTarget) target = await connector.resolveTarget(target);
        // Pages are stored a batch at a time (decision 0170): one transaction, one insert and one run of the
        // reviews' count triggers for up to BATCH_REVIEWS reviews, instead of one of each per page of the source.
        let batch: SourceReview[] = [];
        const store = async () => {
          if (batch.length === 0) return;
          const values = batch.map((review) => toReviewValues(key, review));
          batch = [];
          const applied = await withAlert(
            () => repo.applyPage(key, values),
            ({ created }): AlertRaise | undefined =>
              firstSync || created.length === 0 ? undefined : { type: 'reviews_arrived', ...key, reviews: created },
          );
          for (const review of applied.created)
            firstSyncRatings[review.rating] = (firstSyncRatings[review.rating] ?? 0) + 1;
          result.created += applied.created.length;
          if (emitWebhook && !firstSync) {
            await emitWebhook(
              key.accountId,
              'review.created',
              applied.created.map((review) => ({
                review_id: review.id,
                location_id: key.locationId,
                source_id: key.sourceId,
                rating: review.rating,
                author_name: review.authorName,
                content: review.content,
              })),
            );
          }
          await emitWebhook?.(key.accountId, 'review.updated', updatedPayload(key, applied.edited));
          result.edited += applied.edited.length;
          if (requestAnalysis && applied.created.length + applied.edited.length > 0) {
            await requestAnalysis(key.accountId);
          }
        };
        for (;;) {
          // A page that fails to arrive still leaves the pages read before it stored, as page-by-page did.
          const page = await connector.fetchReviews(target, cursor).catch(async (error: unknown) => {
            await store();
            throw error;
          });
          result.pages += 1;
          result.fetched += page.reviews.length;
          sourceCount = page.totalCount ?? sourceCount;
          batch.push(...page.reviews);
          for (const review of page.reviews) if (!review.removed) seen.push(review.externalId);
          cursor = page.nextCursor;
          const last = !page.hasMore || result.pages >= MAX_PAGES;
          if (last || batch.length >= BATCH_REVIEWS) await store();
          if (last) break;
        }
        if (full) {
          const gone = await repo.markMissingRemoved(key, seen);
          await emitWebhook?.(key.accountId, 'review.updated', updatedPayload(key, gone));
          result.removed = gone.length;
        }
        await withAlert(
          () => repo.saveState(key, { cursor, sourceCount, error: null }),
          (): AlertRaise | undefined =>
            firstSync && result.created > 0 ? { type: 'first_sync', ...key, ratings: firstSyncRatings } : undefined,
        );
      } catch (error) {
        await repo.recordError(key, failureTextFor(error));
        throw error;
      }
      if (result.created + result.edited + result.removed > 0) {
        await realtime.toAccount(key.accountId, REVIEW_EVENTS.reviewsSynced, {
          location_id: key.locationId,
          source_id: key.sourceId,
          created: result.created,
          edited: result.edited,
          removed: result.removed,
        });
      }
      return result;
    },
  };
}

export type ReviewSyncService = ReturnType<typeof createReviewSyncService>;
