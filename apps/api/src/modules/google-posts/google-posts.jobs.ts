import type { PgBoss } from 'pg-boss';
import type { GooglePostsClient } from '../../connectors/google-local-posts';
import { failureTextFor, ReviewSourceError } from '../../connectors/review-source';
import type { SqlExecutor } from '../../platform/db/ambient-sql';
import type { UnitOfWork } from '../../platform/db/unit-of-work';
import type { QueueDefinition } from '../../platform/jobs/boss';
import type { Mailer } from '../../platform/mail/mail.jobs';
import type { Brand } from '../../platform/mail/templates';
import { googlePostReportMail } from './google-post-report';
import type { GooglePostsRepo } from './google-posts.repo';
import type { MatchingLocations } from './google-posts.service';

export const GOOGLE_POST_QUEUE = 'google-posts.bulk-action';
/** Google's outages pass: a location it could not be asked about is tried again, up to this many times. */
const RETRY_LIMIT = 4;

export const GOOGLE_POST_QUEUES: readonly QueueDefinition[] = [
  { name: GOOGLE_POST_QUEUE, options: { retryLimit: RETRY_LIMIT, retryDelay: 30, retryBackoff: true } },
];

type BulkActionJob = { accountId: number; bulkActionId: number };
const GOOGLE_SOURCE_ID = 1;

/** Queues a bulk action's job through `jobs`: in the transaction that wrote the action. */
export function createBulkActionQueue(boss: PgBoss, jobs: SqlExecutor) {
  return async (accountId: number, bulkActionId: number) => {
    await boss.send(GOOGLE_POST_QUEUE, { accountId, bulkActionId } satisfies BulkActionJob, { db: jobs });
  };
}

export type GooglePostJobDeps = {
  repo: GooglePostsRepo;
  googlePosts: GooglePostsClient;
  /** The locations' pages at each source (review-sync): Google names a location by it. */
  linkedPages: (
    accountId: number,
    locationIds: number[],
  ) => Promise<{ locationId: number; sourceId: number; externalLocationId: string | null }[]>;
  matchingLocations: MatchingLocations;
  mailer: Mailer;
  brandFor: (accountId: number) => Promise<Brand>;
  unitOfWork: UnitOfWork;
};

/**
 * Posts the action's content to each of its locations not yet settled, then marks it complete and queues the
 * report in one transaction. A failure Google may get over (an outage, a rate limit) is retried by the job
 * until its last attempt, when it is reported as failed; anything else is that location's result at once.
 */
export function createGooglePostJobs(deps: GooglePostJobDeps) {
  const { repo, googlePosts, linkedPages, matchingLocations, mailer, brandFor, unitOfWork } = deps;
  return {
    async run({ accountId, bulkActionId }: BulkActionJob, lastAttempt: boolean) {
      const action = await repo.bulkAction(accountId, bulkActionId);
      if (!action || action.status === 'complete') return;
      const content = await repo.content(accountId, action.googlePostContentId);
      if (!content) return;
      const pending = (await repo.locationsOf(accountId, bulkActionId)).filter((row) => row.status === 'pending');
      const pages = await linkedPages(
        accountId,
        pending.map((row) => row.locationId),
      );
      let retryLater: unknown = null;
      for (const row of pending) {
        const page = pages.find((entry) => entry.locationId === row.locationId && entry.sourceId === GOOGLE_SOURCE_ID);
        const target = { accountId, locationId: row.locationId, externalLocationId: page?.externalLocationId ?? null };
        try {
          const created = await googlePosts.createPost(target, content);
          await repo.settleLocation(accountId, bulkActionId, row.locationId, {
            status: 'posted',
            externalName: created.name,
            error: null,
          });
        } catch (error) {
          if (error instanceof ReviewSourceError && error.retryable && !lastAttempt) {
            retryLater = error;
            continue;
          }
          await repo.settleLocation(accountId, bulkActionId, row.locationId, {
            status: 'failed',
            externalName: null,
            error: failureTextFor(error),
          });
        }
      }
      if (retryLater) throw retryLater;
      const results = await repo.locationsOf(accountId, bulkActionId);
      const names = new Map(
        (await matchingLocations(accountId, { locationIds: results.map((row) => row.locationId) })).map((location) => [
          location.id,
          location.name,
        ]),
      );
      const lines = results.map((row) => ({
        name: names.get(row.locationId) ?? `Location ${row.locationId}`,
        posted: row.status === 'posted',
        error: row.error,
      }));
      const mail = await googlePostReportMail(action.reportTo, lines, await brandFor(accountId));
      await unitOfWork(async () => {
        await repo.complete(accountId, bulkActionId);
        await mailer.send(mail);
      });
    },
  };
}

export async function workGooglePosts(boss: PgBoss, jobs: ReturnType<typeof createGooglePostJobs>): Promise<void> {
  await boss.work<BulkActionJob>(
    GOOGLE_POST_QUEUE,
    { includeMetadata: true, pollingIntervalSeconds: 0.5 },
    async ([job]) => {
      if (job) await jobs.run(job.data, job.retryCount >= RETRY_LIMIT);
    },
  );
}
