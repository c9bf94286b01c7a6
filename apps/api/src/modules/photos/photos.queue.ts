import type { PgBoss } from 'pg-boss';
import type { QueueDefinition } from '../../platform/jobs/boss';

export const IMAGE_PROCESS_QUEUE = 'photos.image-process';
export const PHOTO_PUBLISH_QUEUE = 'photos.publish';
export const PHOTO_UNPUBLISH_QUEUE = 'photos.unpublish';

export const PHOTO_QUEUES: readonly QueueDefinition[] = [
  { name: IMAGE_PROCESS_QUEUE },
  { name: PHOTO_PUBLISH_QUEUE },
  { name: PHOTO_UNPUBLISH_QUEUE },
];

export type ImageProcessJob = { accountId: number; uploadId: number };
export type PhotoPublishJob = { accountId: number; photoId: number };
export type PhotoUnpublishJob = { accountId: number; locationId: number; urlId: string };

/**
 * Spec 001 §4: a photo Google refuses is sent 'several times' before it is shown as Failed: three tries after the
 * first, a minute apart and growing (decision 0085).
 */
const PUBLISH_RETRY = { retryLimit: 3, retryDelay: 60, retryBackoff: true } as const;

export function createPhotoQueue(boss: PgBoss) {
  return {
    process: async (job: ImageProcessJob) => {
      await boss.send(IMAGE_PROCESS_QUEUE, job, { retryLimit: 2, retryDelay: 5 });
    },
    /** A high-priority photo (spec 001 §3 "Media upload": high_priority) goes before the others waiting. */
    publish: async (job: PhotoPublishJob, highPriority: boolean) => {
      await boss.send(PHOTO_PUBLISH_QUEUE, job, { ...PUBLISH_RETRY, priority: highPriority ? 1 : 0 });
    },
    unpublish: async (job: PhotoUnpublishJob) => {
      await boss.send(PHOTO_UNPUBLISH_QUEUE, job, PUBLISH_RETRY);
    },
  };
}

export type PhotoQueue = ReturnType<typeof createPhotoQueue>;
