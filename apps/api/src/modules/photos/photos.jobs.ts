import { buffer } from 'node:stream/consumers';
import { GOOGLE_MEDIA_SOURCE_ID } from '@repute/domain';
import type { PgBoss } from 'pg-boss';
import type { PhotoDirectory, PhotoTarget } from '../../connectors/photo-directory';
import { type Attempt, workWithSourceRetries } from '../../connectors/source-retries';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { ImagesService } from './images.service';
import {
  IMAGE_PROCESS_QUEUE,
  type ImageProcessJob,
  PHOTO_PUBLISH_QUEUE,
  PHOTO_UNPUBLISH_QUEUE,
  type PhotoPublishJob,
  type PhotoUnpublishJob,
} from './photos.queue';
import type { PhotosRepo } from './photos.repo';

/** A location's page at a source, as review sync linked it (Google `accounts/1/locations/2`). */
export type LinkedPage = { locationId: number; sourceId: number; externalLocationId: string | null };

export type PhotoJobDeps = {
  repo: PhotosRepo;
  files: FileStorage;
  directory: PhotoDirectory;
  /** The locations' linked pages (review-sync): Google addresses a location by its v4 name. */
  linkedPages: (accountId: number, locationIds: number[]) => Promise<LinkedPage[]>;
};

/** Sends pending photos to Google and removes deleted ones there; a photo refused on every attempt is dead. */
export function createPhotoJobs({ repo, files, directory, linkedPages }: PhotoJobDeps) {
  async function targetOf(accountId: number, locationId: number): Promise<PhotoTarget> {
    const pages = await linkedPages(accountId, [locationId]);
    const google = pages.find((page) => page.sourceId === GOOGLE_MEDIA_SOURCE_ID);
    return { accountId, locationId, externalLocationId: google?.externalLocationId ?? null };
  }

  return {
    async publish(job: PhotoPublishJob, attempt: Attempt): Promise<void> {
      const photo = await repo.find(job.accountId, job.photoId);
      // Deleted meanwhile, or settled by an earlier attempt.
      if (photo?.publishedStatus !== 'pending') return;
      try {
        const stored = await files.get(photo.fileKey);
        if (!stored) throw new Error(`the photo's file ${photo.fileKey} is missing`);
        const published = await directory.upload(await targetOf(job.accountId, photo.locationId), {
          bytes: await buffer(stored.body),
          mimeType: photo.mimeType,
          category: photo.category,
        });
        await repo.settle(job.accountId, photo.id, {
          publishedStatus: 'published',
          urlId: published.name,
          publishedAt: new Date(),
          failure: null,
        });
      } catch (error) {
        if (!attempt.willRetry(error)) {
          await repo.settle(job.accountId, photo.id, {
            publishedStatus: 'dead',
            urlId: null,
            publishedAt: null,
            failure: error instanceof Error ? error.message : String(error),
          });
        }
        throw error;
      }
    },

    async unpublish(job: PhotoUnpublishJob): Promise<void> {
      await directory.remove(await targetOf(job.accountId, job.locationId), job.urlId);
    },
  };
}

export type PhotoJobs = ReturnType<typeof createPhotoJobs>;

/** The worker side of photos: images processed as they are asked for, photos sent to and removed from Google. */
export async function workPhotos(boss: PgBoss, images: Pick<ImagesService, 'process'>, jobs: PhotoJobs) {
  const work = { pollingIntervalSeconds: 0.5, includeMetadata: true } as const;
  await boss.work<ImageProcessJob, unknown, typeof work>(IMAGE_PROCESS_QUEUE, work, async ([job]) => {
    if (job) await images.process(job.data, job.retryCount >= job.retryLimit);
  });
  await workWithSourceRetries<PhotoPublishJob>(
    boss,
    PHOTO_PUBLISH_QUEUE,
    { pollingIntervalSeconds: 0.5 },
    jobs.publish,
  );
  await workWithSourceRetries<PhotoUnpublishJob>(
    boss,
    PHOTO_UNPUBLISH_QUEUE,
    { pollingIntervalSeconds: 0.5 },
    jobs.unpublish,
  );
}
