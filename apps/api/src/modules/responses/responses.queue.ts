import type { PgBoss } from 'pg-boss';
import type { QueueDefinition } from '../../platform/jobs/boss';

export const RESPONSE_PUBLISH_QUEUE = 'reviews.response-publish';
export const RESPONSE_DELETE_QUEUE = 'reviews.response-delete';

export const RESPONSE_QUEUES: readonly QueueDefinition[] = [
  { name: RESPONSE_PUBLISH_QUEUE },
  { name: RESPONSE_DELETE_QUEUE },
];

export type ResponseJob = { accountId: number; responseId: number; userId: number | null };

/** "We'll try again": a failed publish or delete is retried with back-off by the queue. */
const RETRY = { retryLimit: 8, retryDelay: 30, retryBackoff: true } as const;

export function createResponseQueue(boss: PgBoss) {
  return {
    publish: async (job: ResponseJob) => {
      await boss.send(RESPONSE_PUBLISH_QUEUE, job, RETRY);
    },
    remove: async (job: ResponseJob) => {
      await boss.send(RESPONSE_DELETE_QUEUE, job, RETRY);
    },
  };
}

export type ResponseQueue = ReturnType<typeof createResponseQueue>;
