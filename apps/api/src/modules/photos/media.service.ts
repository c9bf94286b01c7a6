import {
  MEDIA_CATEGORIES,
  type MediaCategory,
  type MediaCreate,
  type MediaQuery,
  type OwnerPhoto,
  PHOTO_CATEGORY_RANK,
  PHOTO_MESSAGES,
  PHOTO_UNAVAILABLE_REASONS,
  pageSlice,
  pageWindow,
  photoCategoryOf,
  photoDimensionError,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import type { UnitOfWork } from '../../platform/db/unit-of-work';
import { badRequest, notFound, unprocessable } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/file-storage';
import { imageUrlOf } from './images.service';
import type { PhotoQueue } from './photos.queue';
import type { OwnerPhotoRow, PhotosRepo } from './photos.repo';

export function presentPhoto(row: OwnerPhotoRow): OwnerPhoto {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    location_id: row.locationId,
    location_name: row.locationName,
    source_id: row.sourceId,
    cdn_stored_url: imageUrlOf(row.fileKey),
    cdn_stored_low_res_url: imageUrlOf(row.lowResKey),
    published_status: row.publishedStatus,
    url_id: row.urlId,
    s3_path: row.fileKey,
    width: row.width,
    height: row.height,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export type MediaDeps = {
  repo: PhotosRepo;
  unitOfWork: UnitOfWork;
  queue: Pick<PhotoQueue, 'publish' | 'unpublish'>;
  files: Pick<FileStorage, 'remove'>;
  /** Which of these ids are the account's locations (the locations module). */
  existingLocationIds: (accountId: number, ids: number[]) => Promise<number[]>;
  /** Each location's Auto Sync status and its reason (the locations module). */
  listingStates: (
    accountId: number,
    ids: number[],
  ) => Promise<{ id: number; status: string | null; statusReason: string | null }[]>;
};

/** GET/POST /media, PUT /media/{id} (the delete) and /media_categories (spec 001 §7). */
export function createMediaService({ repo, unitOfWork, queue, files, existingLocationIds, listingStates }: MediaDeps) {
  async function assertLocations(accountId: number, ids: number[]) {
    const found = new Set(await existingLocationIds(accountId, ids));
    if (ids.some((id) => !found.has(id))) throw notFound('Location not found');
  }

  /**
   * Spec 001 §5 "Bulk Add Photos", the list-level check: a photo for a list of locations goes only when each has
   * Auto Sync on and is found in the Google integration (decision 0098). One location's own upload is gated by its
   * Photo management section instead.
   */
  async function assertListReachesGoogle(accountId: number, ids: number[]) {
    if (ids.length < 2) return;
    const states = await listingStates(accountId, ids);
    const ready = (state: (typeof states)[number]) =>
      state.status === 'published' && !PHOTO_UNAVAILABLE_REASONS.includes(state.statusReason ?? '');
    if (!states.every(ready)) throw unprocessable('photos_not_ready', PHOTO_MESSAGES.listNotReady);
  }

  /**
   * Deleted photos' files leave the storage (the processed image, its low-resolution copy and the file as sent),
   * once no photo shows them: one upload serves every location of a Bulk Add, and may be chosen again.
   */
  async function removeUnusedFiles(accountId: number, removed: Pick<OwnerPhotoRow, 'fileKey' | 'lowResKey'>[]) {
    for (const { fileKey, lowResKey } of new Map(removed.map((row) => [row.fileKey, row])).values()) {
      if (await repo.fileInUse(accountId, fileKey)) continue;
      const upload = await repo.removeUploadOf(accountId, fileKey);
      for (const key of [fileKey, lowResKey, upload?.storageKey]) if (key) await files.remove(key);
    }
  }

  return {
    categories(query: { name?: string; page: number; per_page: number }) {
      const name = query.name?.trim().toLowerCase();
      const matching: MediaCategory[] = MEDIA_CATEGORIES.filter(
        (category) => !name || category.name.toLowerCase() === name,
      ).map(({ id, name: categoryName, source_id }) => ({ id, name: categoryName, source_id }));
      return { rows: pageSlice(matching, query), total: matching.length };
    },

    async list(caller: Caller, query: MediaQuery) {
      const accountId = await accountInScope(caller, query.account_id);
      if (query.location_id !== undefined) await assertLocations(accountId, [query.location_id]);
      const { rows, total } = await repo.list(
        accountId,
        { locationId: query.location_id, sourceId: query.source_id },
        pageWindow(query),
      );
      return { rows: rows.map(presentPhoto), total };
    },

    /**
     * One photo per location from a processed upload, each on its way to Google. A new logo or cover replaces the
     * location's one (the wizard asked first, spec 001 §4): Google keeps one of each.
     */
    async create(caller: Caller, body: MediaCreate) {
      const accountId = await accountInScope(caller, body.account_id);
      const locationIds = [...new Set(body.location_ids)];
      await assertLocations(accountId, locationIds);
      await assertListReachesGoogle(accountId, locationIds);
      const upload = await repo.findUpload(accountId, body.s3_path);
      if (!upload) throw notFound('Image not found');
      if (upload.status !== 'complete' || !upload.processedKey || !upload.lowResKey) {
        throw unprocessable('image_not_processed', PHOTO_MESSAGES.processFailed);
      }
      const category = photoCategoryOf(body.category_id);
      const size = { width: upload.width ?? 0, height: upload.height ?? 0 };
      const dimensionError = photoDimensionError(category, size);
      if (dimensionError) throw badRequest(dimensionError, { s3_path: [dimensionError] });
      const { processedKey, lowResKey } = upload;
      const { ids, replaced } = await unitOfWork(async () => {
        const replaced = category === 'PROFILE' ? [] : await repo.removeCategory(accountId, locationIds, category);
        const ids = await repo.insertPhotos(
          locationIds.map((locationId) => ({
            accountId,
            locationId,
            sourceId: body.source_id,
            name: body.name || `${category.charAt(0)}${category.slice(1).toLowerCase()} photo`,
            category,
            categoryRank: PHOTO_CATEGORY_RANK[category],
            fileKey: processedKey,
            lowResKey,
            mimeType: upload.mimeType,
            width: size.width,
            height: size.height,
            highPriority: body.high_priority ? 1 : 0,
          })),
        );
        return { ids, replaced };
      });
      await removeUnusedFiles(accountId, replaced);
      for (const photoId of ids) await queue.publish({ accountId, photoId }, body.high_priority);
      const created = await Promise.all(ids.map((id) => repo.find(accountId, id)));
      return {
        media: created.flatMap((row) => (row ? [presentPhoto(row)] : [])),
        message: PHOTO_MESSAGES.uploaded,
      };
    },

    /** PUT /media/{id} with location_id (and url_id): the photo goes, from Google too when it was published there. */
    async remove(caller: Caller, id: number, body: { account_id?: number; location_id: number }) {
      const accountId = await accountInScope(caller, body.account_id);
      const row = await repo.remove(accountId, id, body.location_id);
      if (!row) throw notFound('Photo not found');
      if (row.urlId) await queue.unpublish({ accountId, locationId: row.locationId, urlId: row.urlId });
      await removeUnusedFiles(accountId, [row]);
      return { id: row.id, message: PHOTO_MESSAGES.deleted };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
