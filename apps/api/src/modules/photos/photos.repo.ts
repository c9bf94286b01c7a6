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

    /**
     * Location Performance's MediaPresence (docs/scoring.md): each location's photos on its profile by the end
     * of each given day (published by then, in the account's time zone), one map per day.
     */
    async publishedByLocation(accountId: number, timeZone: string, days: string[]): Promise<Map<number, number>[]> {
      if (days.length === 0) return [];
      const result = await db.execute<{ location_id: number; counts: number[] }>(sql`
        select location_id, array[${sql.join(
          days.map(
            (day) => sql`(count(*) filter (where (published_at at time zone ${timeZone})::date <= ${day}::date))::int`,
          ),
          sql`, `,
        )}] as counts
        from ${ownerPhotos} where account_id = ${accountId} and published_status = 'published'
        group by location_id`);
      return days.map((_, index) => new Map(result.rows.map((row) => [row.location_id, row.counts[index] ?? 0])));
    },

    /** The same by account, for the industry score (only totals: no location leaves this function). */
    async publishedByAccount(accountIds: number[], timeZone: string, day: string): Promise<Map<number, number>> {
      if (accountIds.length === 0) return new Map();
      const result = await db.execute<{ account_id: number; photos: number }>(sql`
        select account_id, count(*)::int as photos from ${ownerPhotos}
        where account_id in (${sql.join(
          accountIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and published_status = 'published' and (published_at at time zone ${timeZone})::date <= ${day}::date
        group by account_id`);
      return new Map(result.rows.map((row) => [row.account_id, row.photos]));
    },
  };
}

export type PhotosRepo = ReturnType<typeof createPhotosRepo>;
