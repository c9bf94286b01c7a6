import type { PgBoss } from 'pg-boss';
import { notFound } from '../../server/errors';
import { assertCan } from '../auth/access';
import type { Caller } from '../auth/caller';
import { enqueueSync } from './review-sync.jobs';
import type { ReviewSyncRepo } from './review-sync.repo';

export function createReviewSyncRequests(repo: ReviewSyncRepo, boss: PgBoss) {
  return {
    async request(
      caller: Caller,
      input: { account_id?: number; location_id?: number; source_id?: number; full?: boolean },
    ) {
      assertCan(caller, 'review', 'update');
      if (input.account_id !== undefined && input.account_id !== caller.accountId) throw notFound('Account not found');
      const targets = (await repo.targetsOf(caller.accountId)).filter(
        (target) =>
          (input.location_id === undefined || target.locationId === input.location_id) &&
          (input.source_id === undefined || target.sourceId === input.source_id),
      );
      for (const target of targets) await enqueueSync(boss, { ...target, full: input.full });
      return { queued: targets.length };
    },
  };
}

export type ReviewSyncRequests = ReturnType<typeof createReviewSyncRequests>;
