import { sourceByCode, sourceById } from '@repute/domain';
import type { PgBoss } from 'pg-boss';
import type { ReviewConnectors } from '../../connectors/review-source';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { unprocessable } from '../../platform/errors';
import { enqueueSync } from './review-sync.jobs';
import type { ReviewSyncRepo } from './review-sync.repo';
import { whyNotSyncable } from './review-sync.service';

const sourceName = (sourceId: number) => sourceById(sourceId)?.name ?? `source ${sourceId}`;
const GOOGLE_SOURCE_ID = sourceByCode('google')?.id ?? 0;

/**
 * On-demand syncs. Given the connectors, only what can sync is queued: a location not linked to its page at a
 * source that needs one, and a source without a connector, are left out and counted in `skipped`. A request
 * whose every location is left out for want of a link answers 422 saying so, rather than queueing a job that
 * can only fail. (A source that is not connected is only skipped: saving a page of it must not fail.)
 * Review update is asked before: by the route's policy, and by urls.service before it syncs a saved page.
 */
export function createReviewSyncRequests(repo: ReviewSyncRepo, boss: PgBoss, connectors: ReviewConnectors) {
  return {
    async request(
      caller: Caller,
      input: { account_id?: number; location_id?: number; source_id?: number; full?: boolean },
    ) {
      await accountInScope(caller, input.account_id);
      const targets = (await repo.targetsOf(caller.accountId)).filter(
        (target) =>
          (input.location_id === undefined || target.locationId === input.location_id) &&
          (input.source_id === undefined || target.sourceId === input.source_id),
      );
      const reasons = targets.map((target) => whyNotSyncable(connectors, target));
      const syncable = targets.filter((_, index) => reasons[index] === null);
      const unlinked = targets.filter((_, index) => reasons[index] === 'not_linked');
      if (syncable.length === 0 && unlinked.length > 0) {
        const [one] = unlinked;
        throw unprocessable(
          'not_linked',
          unlinked.length === 1 && one
            ? `This location is not linked to its ${sourceName(one.sourceId)} page: add the page under Review Sources, then sync.`
            : 'These locations are not linked to their pages at the sources: add the pages under Review Sources, then sync.',
        );
      }
      for (const { externalLocationId: _, ...key } of syncable)
        await enqueueSync(boss, { ...key, full: input.full }, { onDemand: true });
      return { queued: syncable.length, skipped: targets.length - syncable.length };
    },

    /**
     * A new location's Google reviews, which the trial banner's first stage waits for (spec 000 §4, decision 0132).
     * Where Google is read without linking the location to its page first (demo mode's sandbox), the location's
     * Google sync is tracked (from the connector's first cursor: the sandbox's last month) and queued at once;
     * elsewhere the page is linked under Review Sources, which syncs it.
     * Answers whether a sync was queued.
     */
    async fetchGoogleReviewsOf(accountId: number, locationId: number): Promise<boolean> {
      const key = { accountId, locationId, sourceId: GOOGLE_SOURCE_ID };
      const target = { ...key, externalLocationId: null };
      if (whyNotSyncable(connectors, target) !== null) return false;
      await repo.track(key, connectors.forSource(GOOGLE_SOURCE_ID)?.firstCursor?.(target) ?? null);
      await enqueueSync(boss, key, { onDemand: true });
      return true;
    },
  };
}

export type ReviewSyncRequests = ReturnType<typeof createReviewSyncRequests>;
