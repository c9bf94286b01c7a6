import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  IMAGE_PROCESSING_COMPLETE,
  type ImageProcessingComplete,
  type ImageUpload,
  type imageWebhookBodySchema,
  PHOTO_MESSAGES,
} from '@repute/domain';
import type { z } from 'zod';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { badRequest, notFound } from '../../platform/errors';
import type { RealtimePublisher } from '../../platform/realtime/publisher';
import type { FileStorage } from '../../platform/storage/file-storage';
import { inspectImage, processImage } from './image-processing';
import type { ImageProcessJob, PhotoQueue } from './photos.queue';
import type { ImageUploadRow, PhotosRepo } from './photos.repo';

/** Where the processed images are served from (decision 0084): unguessable names under the account's folder. */
export const IMAGES_PATH = '/images';
const IMAGE_FILE = /^[0-9a-f-]{36}(?:-low)?\.(?:png|jpg)$/;

export const imageUrlOf = (key: string) => `/api${IMAGES_PATH}/${key.replace(/^images\//, '')}`;

export function presentUpload(row: ImageUploadRow): ImageUpload {
  return {
    id: row.id,
    s3_path: row.storageKey,
    mime_type: row.mimeType,
    status: row.status,
    url: row.processedKey ? imageUrlOf(row.processedKey) : null,
    width: row.width,
    height: row.height,
  };
}

export type ImagesDeps = {
  repo: PhotosRepo;
  files: FileStorage;
  queue: Pick<PhotoQueue, 'process'>;
  realtime: RealtimePublisher;
};

/**
 * Spec 000 §7 "Images": POST /upload keeps the file as sent, POST /webhooks/rtx-images asks for it to be processed,
 * and the processing job tells the account's realtime channel IMAGE_PROCESSING_COMPLETE with the image's url.
 */
export function createImagesService({ repo, files, queue, realtime }: ImagesDeps) {
  return {
    /** The bytes are checked with sharp before anything is kept: a wrong file answers 400 with the spec's words. */
    async upload(caller: Caller, bytes: Buffer): Promise<ImageUpload> {
      const inspected = await inspectImage(bytes);
      if ('error' in inspected) throw badRequest(inspected.error, { file_upload: [inspected.error] });
      const extension = inspected.type === 'image/png' ? 'png' : 'jpg';
      const storageKey = `uploads/${caller.accountId}/${randomUUID()}.${extension}`;
      await files.put(storageKey, Readable.from([bytes]), bytes.length, inspected.type);
      const row = await repo.insertUpload({
        accountId: caller.accountId,
        storageKey,
        mimeType: inspected.type,
        bytes: bytes.length,
      });
      return presentUpload({ ...row, width: inspected.width, height: inspected.height });
    },

    async requestProcessing(caller: Caller, body: z.infer<typeof imageWebhookBodySchema>): Promise<ImageUpload> {
      const accountId = await accountInScope(caller, body.account_id);
      const row = await repo.findUpload(accountId, body.s3_path);
      if (!row) throw notFound('Image not found');
      if (row.status === 'complete') return presentUpload(row);
      const processing = await repo.updateUpload(accountId, row.id, { status: 'processing', label: body.label });
      await queue.process({ accountId, uploadId: row.id });
      return presentUpload(processing ?? row);
    },

    /** The job: processes the kept file, stores the results and tells the page. */
    async process({ accountId, uploadId }: ImageProcessJob, lastAttempt: boolean): Promise<void> {
      const row = await repo.findUploadById(accountId, uploadId);
      if (!row || row.status === 'complete') return;
      const tell = (event: ImageProcessingComplete) =>
        realtime.toAccount(accountId, IMAGE_PROCESSING_COMPLETE, event as unknown as Record<string, unknown>);
      try {
        const stored = await files.get(row.storageKey);
        if (!stored) throw new Error('the uploaded file is missing');
        const image = await processImage(await buffer(stored.body));
        const name = randomUUID();
        const processedKey = `images/${accountId}/${name}.${image.extension}`;
        const lowResKey = `images/${accountId}/${name}-low.jpg`;
        await files.put(processedKey, Readable.from([image.full]), image.full.length, image.type);
        await files.put(lowResKey, Readable.from([image.lowRes]), image.lowRes.length, 'image/jpeg');
        await repo.updateUpload(accountId, row.id, {
          status: 'complete',
          processedKey,
          lowResKey,
          width: image.width,
          height: image.height,
          error: null,
        });
        await tell({ s3_path: row.storageKey, url: imageUrlOf(processedKey), error: null });
      } catch (error) {
        if (!lastAttempt) throw error;
        await repo.updateUpload(accountId, row.id, { status: 'failed', error: (error as Error).message });
        await tell({ s3_path: row.storageKey, url: null, error: PHOTO_MESSAGES.processFailed });
      }
    },

    /** GET /images/{account}/{file}: a processed image, by its unguessable name. */
    async image(accountId: number, file: string) {
      if (!IMAGE_FILE.test(file)) throw notFound('Image not found');
      const stored = await files.get(`images/${accountId}/${file}`);
      if (!stored) throw notFound('Image not found');
      return { ...stored, contentType: file.endsWith('.png') ? 'image/png' : 'image/jpeg' };
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
