import type { PhotoCategory } from '@repute/domain';
import { and, count, desc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { imageUploads, locations, ownerPhotos } from '../../platform/db/schema';

export type ImageUploadRow = typeof imageUploads.$inferSelect;
export type OwnerPhotoRow = typeof ownerPhotos.$inferSelect & { locationName: string };
export type NewOwnerPhoto = Omit<typeof ownerPhotos.$inferInsert, 'id' | 'createdAt'>;

/** The uploaded images and the locations' photos; every query is scoped by account_id. */
export function createPhotosRepo(db: Database) {
  const photoColumns = { ...getTableColumns(ownerPhotos), locationName: locations.name };

  return {
    async insertUpload(row: Pick<typeof imageUploads.$inferInsert, 'accountId' | 'storageKey' | 'mimeType' | 'bytes'>) {
      const [inserted] = await db.insert(imageUploads).values(row).returning();
      return inserted as ImageUploadRow;
    },

    /** An upload by the key it was sent under, or by its processed image's key (a photo chosen again). */
    async findUpload(accountId: number, key: string): Promise<ImageUploadRow | undefined> {
      const [row] = await db
        .select()
        .from(imageUploads)
        .where(
          and(
            eq(imageUploads.accountId, accountId),
            or(eq(imageUploads.storageKey, key), eq(imageUploads.processedKey, key)),
          ),
        )
        .limit(1);
      return row;
    },

    async findUploadById(accountId: number, id: number): Promise<ImageUploadRow | undefined> {
      const [row] = await db
        .select()
        .from(imageUploads)
        .where(and(eq(imageUploads.accountId, accountId), eq(imageUploads.id, id)));
      return row;
    },

    async updateUpload(
      accountId: number,
      id: number,
      values: Partial<Omit<typeof imageUploads.$inferInsert, 'id' | 'accountId'>>,
    ): Promise<ImageUploadRow | undefined> {
      const [row] = await db
        .update(imageUploads)
        .set(values)
        .where(and(eq(imageUploads.accountId, accountId), eq(imageUploads.id, id)))
        .returning();
      return row;
    },

    /** The photos of `category` the locations hold: the ones a new logo or cover replaces. */
    async removeCategory(accountId: number, locationIds: number[], category: PhotoCategory) {
      if (locationIds.length === 0) return [];
      return db
        .delete(ownerPhotos)
        .where(
          and(
            eq(ownerPhotos.accountId, accountId),
            inArray(ownerPhotos.locationId, locationIds),
            eq(ownerPhotos.category, category),
          ),
        )
        .returning();
    },

    async insertPhotos(rows: NewOwnerPhoto[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const inserted = await db.insert(ownerPhotos).values(rows).returning({ id: ownerPhotos.id });
      return inserted.map((row) => row.id);
    },

    /** A page of photos, the logo first, then the cover, then the rest; newest first (pending ones before). */
    async list(
      accountId: number,
      filter: { locationId?: number; sourceId?: number },
      page: { limit: number; offset: number },
    ): Promise<{ rows: OwnerPhotoRow[]; total: number }> {
      const conditions: SQL[] = [eq(ownerPhotos.accountId, accountId)];
      if (filter.locationId !== undefined) conditions.push(eq(ownerPhotos.locationId, filter.locationId));
      if (filter.sourceId !== undefined) conditions.push(eq(ownerPhotos.sourceId, filter.sourceId));
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        db
          .select(photoColumns)
          .from(ownerPhotos)
          .innerJoin(locations, eq(locations.id, ownerPhotos.locationId))
          .where(where)
          .orderBy(ownerPhotos.categoryRank, sql`${ownerPhotos.publishedAt} desc nulls first`, desc(ownerPhotos.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(ownerPhotos).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async find(accountId: number, id: number): Promise<OwnerPhotoRow | undefined> {
      const [row] = await db
        .select(photoColumns)
        .from(ownerPhotos)
        .innerJoin(locations, eq(locations.id, ownerPhotos.locationId))
        .where(and(eq(ownerPhotos.accountId, accountId), eq(ownerPhotos.id, id)));
      return row;
    },

    async settle(
      accountId: number,
      id: number,
      values: Pick<typeof ownerPhotos.$inferInsert, 'publishedStatus' | 'urlId' | 'publishedAt' | 'failure'>,
    ) {
      const [row] = await db
        .update(ownerPhotos)
        .set(values)
        .where(
          and(eq(ownerPhotos.accountId, accountId), eq(ownerPhotos.id, id), eq(ownerPhotos.publishedStatus, 'pending')),
        )
        .returning({ id: ownerPhotos.id });
      return row;
    },

    /** Whether any of the account's photos still shows the image stored under `fileKey`. */
    async fileInUse(accountId: number, fileKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: ownerPhotos.id })
        .from(ownerPhotos)
        .where(and(eq(ownerPhotos.accountId, accountId), eq(ownerPhotos.fileKey, fileKey)))
        .limit(1);
      return row !== undefined;
    },

    /** Forgets the upload processed into `processedKey`; answers it (with the key it was sent under) if there was one. */
    async removeUploadOf(accountId: number, processedKey: string): Promise<ImageUploadRow | undefined> {
      const [row] = await db
        .delete(imageUploads)
        .where(and(eq(imageUploads.accountId, accountId), eq(imageUploads.processedKey, processedKey)))
        .returning();
      return row;
    },

    async remove(accountId: number, id: number, locationId: number) {
      const [row] = await db
        .delete(ownerPhotos)
        .where(
          and(eq(ownerPhotos.accountId, accountId), eq(ownerPhotos.id, id), eq(ownerPhotos.locationId, locationId)),
        )
        .returning();
      return row;
    },
  };
}

export type PhotosRepo = ReturnType<typeof createPhotosRepo>;
