import type { GooglePostContent } from '@repute/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { bulkActionLocations, bulkActions, googlePostContents } from '../../platform/db/schema';

export type NewBulkAction = {
  accountId: number;
  userId: number;
  reportTo: string;
  googlePostContentId: number;
  filter: Record<string, unknown>;
  locationIds: number[];
};

export type LocationResult = { status: 'posted' | 'failed'; externalName: string | null; error: string | null };

/** Google posts and their bulk actions; every query scoped by account_id. */
export function createGooglePostsRepo(db: Database) {
  return {
    async createContent(accountId: number, userId: number, content: GooglePostContent): Promise<number> {
      const [row] = await db
        .insert(googlePostContents)
        .values({ accountId, userId, content })
        .returning({ id: googlePostContents.id });
      if (!row) throw new Error('google post content not inserted');
      return row.id;
    },

    async content(accountId: number, id: number): Promise<GooglePostContent | undefined> {
      const [row] = await db
        .select({ content: googlePostContents.content })
        .from(googlePostContents)
        .where(and(eq(googlePostContents.accountId, accountId), eq(googlePostContents.id, id)));
      return row?.content;
    },

    /** The action and its locations, written together (the caller's unit of work). */
    async createBulkAction(action: NewBulkAction): Promise<number> {
      const { locationIds, ...values } = action;
      const [row] = await db
        .insert(bulkActions)
        .values({ ...values, resourceType: 'google_posts', resourceMethod: 'create' })
        .returning({ id: bulkActions.id });
      if (!row) throw new Error('bulk action not inserted');
      if (locationIds.length > 0) {
        await db
          .insert(bulkActionLocations)
          .values(locationIds.map((locationId) => ({ bulkActionId: row.id, locationId, accountId: action.accountId })));
      }
      return row.id;
    },

    async bulkAction(accountId: number, id: number) {
      const [row] = await db
        .select()
        .from(bulkActions)
        .where(and(eq(bulkActions.accountId, accountId), eq(bulkActions.id, id)));
      return row;
    },

    /** The action's locations, in the order they were matched, with what happened at each so far. */
    async locationsOf(accountId: number, bulkActionId: number) {
      return db
        .select()
        .from(bulkActionLocations)
        .where(and(eq(bulkActionLocations.accountId, accountId), eq(bulkActionLocations.bulkActionId, bulkActionId)))
        .orderBy(asc(bulkActionLocations.locationId));
    },

    async settleLocation(accountId: number, bulkActionId: number, locationId: number, result: LocationResult) {
      await db
        .update(bulkActionLocations)
        .set({ ...result, settledAt: new Date() })
        .where(
          and(
            eq(bulkActionLocations.accountId, accountId),
            eq(bulkActionLocations.bulkActionId, bulkActionId),
            eq(bulkActionLocations.locationId, locationId),
          ),
        );
    },

    async complete(accountId: number, bulkActionId: number) {
      await db
        .update(bulkActions)
        .set({ status: 'complete', completedAt: new Date() })
        .where(and(eq(bulkActions.accountId, accountId), eq(bulkActions.id, bulkActionId)));
    },
  };
}

export type GooglePostsRepo = ReturnType<typeof createGooglePostsRepo>;
