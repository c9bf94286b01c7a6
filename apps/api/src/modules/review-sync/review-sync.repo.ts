import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { reviewHistory, reviewSyncStates, reviews } from '../../platform/db/schema';
import { insertNewReviews, type ReviewValues } from './review-sync.insert';

export type SyncKey = { accountId: number; locationId: number; sourceId: number };
export type { ReviewValues };

/** The fields whose change at the source is an edit worth recording in the review's history. */
const TRACKED = ['rating', 'authorName', 'content', 'language', 'url', 'removed'] as const;
type Tracked = Pick<ReviewValues, (typeof TRACKED)[number]>;

/** A stored review the source changed, as its history entry tells it (review.updated's payload). */
export type ReviewChange = {
  id: number;
  change: 'edited' | 'removed' | 'restored';
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};

const scopedTo = (key: SyncKey) =>
  and(eq(reviews.accountId, key.accountId), eq(reviews.locationId, key.locationId), eq(reviews.sourceId, key.sourceId));

/** A sync state's primary key (migration 0065), the target of its upserts. */
const SYNC_STATE_KEY = [reviewSyncStates.locationId, reviewSyncStates.sourceId, reviewSyncStates.accountId];

export function createReviewSyncRepo(db: Database) {
  return {
    /** Whether a sync of the source has finished for one of the account's locations (setup progress). */
    async hasSynced(accountId: number, sourceId: number) {
      const [row] = await db
        .select({ accountId: reviewSyncStates.accountId })
        .from(reviewSyncStates)
        .where(
          and(
            eq(reviewSyncStates.accountId, accountId),
            eq(reviewSyncStates.sourceId, sourceId),
            isNotNull(reviewSyncStates.lastSyncedAt),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async state(key: SyncKey) {
      const [row] = await db
        .select()
        .from(reviewSyncStates)
        .where(
          and(
            eq(reviewSyncStates.accountId, key.accountId),
            eq(reviewSyncStates.locationId, key.locationId),
            eq(reviewSyncStates.sourceId, key.sourceId),
          ),
        );
      return row;
    },

    /**
     * Stores one batch of pages: new reviews in one multi-row insert, changed ones updated with a history entry
     * (the entries in one insert), unchanged ones untouched, so the same page twice changes nothing. A review
     * read twice in the batch (the source's pages shifted under the sync) is stored as last read. Returns the
     * reviews it created and the changes it made to stored ones.
     */
    async applyPage(key: SyncKey, pages: ReviewValues[]) {
      if (pages.length === 0) return { created: [], edited: [] as ReviewChange[] };
      const page = [...new Map(pages.map((review) => [review.externalId, review])).values()];
      return db.transaction(async (tx) => {
        const existing = await tx
          .select({ id: reviews.id, externalId: reviews.externalId, ...pickTracked() })
          .from(reviews)
          .where(
            and(
              scopedTo(key),
              inArray(
                reviews.externalId,
                page.map((review) => review.externalId),
              ),
            ),
          );
        const byExternalId = new Map(existing.map((row) => [row.externalId, row]));
        const fresh = page.filter((review) => !byExternalId.has(review.externalId));
        const created = await insertNewReviews(tx, fresh);
        const edited: ReviewChange[] = [];
        for (const review of page) {
          const old = byExternalId.get(review.externalId);
          if (!old) continue;
          const before: Record<string, unknown> = {};
          const after: Record<string, unknown> = {};
          for (const field of TRACKED) {
            const next = review[field] ?? null;
            if ((old[field] ?? null) !== next) {
              before[field] = old[field] ?? null;
              after[field] = next;
            }
          }
          if (Object.keys(after).length === 0) continue;
          await tx
            .update(reviews)
            .set({
              ...review,
              removedAt: review.removed ? sql`coalesce(${reviews.removedAt}, now())` : null,
              updatedAt: sql`now()`,
            })
            .where(eq(reviews.id, old.id));
          const change = after.removed === true ? 'removed' : after.removed === false ? 'restored' : 'edited';
          edited.push({ id: old.id, change, before, after });
        }
        if (edited.length > 0) {
          await tx
            .insert(reviewHistory)
            .values(edited.map(({ id, ...entry }) => ({ accountId: key.accountId, reviewId: id, ...entry })));
        }
        return { created, edited };
      });
    },

    /** After a full pass: reviews the source no longer lists are marked removed (never deleted); their changes. */
    async markMissingRemoved(key: SyncKey, seenExternalIds: string[]) {
      return db.transaction(async (tx) => {
        const gone = await tx
          .update(reviews)
          .set({ removed: true, removedAt: sql`now()`, updatedAt: sql`now()` })
          .where(
            and(
              scopedTo(key),
              eq(reviews.removed, false),
              // One array parameter, not one parameter per id: a full pass of a large page lists thousands.
              seenExternalIds.length > 0
                ? sql`${reviews.externalId} <> all(${sql.param(seenExternalIds)}::text[])`
                : undefined,
            ),
          )
          .returning({ id: reviews.id });
        if (gone.length > 0) {
          await tx.insert(reviewHistory).values(
            gone.map((row) => ({
              accountId: key.accountId,
              reviewId: row.id,
              change: 'removed',
              before: { removed: false },
              after: { removed: true },
            })),
          );
        }
        return gone.map(
          (row): ReviewChange => ({
            id: row.id,
            change: 'removed',
            before: { removed: false },
            after: { removed: true },
          }),
        );
      });
    },

    /** Saves the cursor and the reconciliation counts: the source's count against ours. */
    async saveState(key: SyncKey, values: { cursor: string | null; sourceCount: number | null; error: string | null }) {
      const [local] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(reviews)
        .where(and(scopedTo(key), eq(reviews.removed, false)));
      const row = {
        ...key,
        cursor: values.cursor,
        sourceCount: values.sourceCount,
        localCount: local?.value ?? 0,
        lastSyncedAt: new Date(),
        lastError: values.error,
      };
      await db.insert(reviewSyncStates).values(row).onConflictDoUpdate({ target: SYNC_STATE_KEY, set: row });
      return row;
    },

    async recordError(key: SyncKey, error: string) {
      await db
        .insert(reviewSyncStates)
        .values({ ...key, lastError: error })
        .onConflictDoUpdate({
          target: SYNC_STATE_KEY,
          set: { lastError: error },
        });
    },

    /** Every location and source the account syncs: those with a state row, with where they are at the source. */
    /** Starts keeping the location's reviews at the source in step, from `cursor`: its sync state, unless it has one. */
    async track(key: SyncKey, cursor: string | null) {
      await db
        .insert(reviewSyncStates)
        .values({ ...key, cursor })
        .onConflictDoNothing();
    },

    async targetsOf(accountId: number) {
      return db
        .select({
          accountId: reviewSyncStates.accountId,
          locationId: reviewSyncStates.locationId,
          sourceId: reviewSyncStates.sourceId,
          externalLocationId: reviewSyncStates.externalLocationId,
        })
        .from(reviewSyncStates)
        .where(eq(reviewSyncStates.accountId, accountId));
    },

    /**
     * Links the location to its page at the source (review-source pages, decision 0013): stores the source's id
     * of the location and drops the cursor, so the next sync is a full pass. Creates the state row if missing.
     */
    async linkExternalLocation(key: SyncKey, externalLocationId: string) {
      await db
        .insert(reviewSyncStates)
        .values({ ...key, externalLocationId, cursor: null })
        .onConflictDoUpdate({
          target: SYNC_STATE_KEY,
          set: { externalLocationId, cursor: null, lastError: null },
          setWhere: eq(reviewSyncStates.accountId, key.accountId),
        });
    },

    /** The page was removed: the location is no longer linked at the source; the counts stay as last seen. */
    async unlinkExternalLocation(key: SyncKey) {
      await db
        .update(reviewSyncStates)
        .set({ externalLocationId: null, cursor: null })
        .where(
          and(
            eq(reviewSyncStates.accountId, key.accountId),
            eq(reviewSyncStates.locationId, key.locationId),
            eq(reviewSyncStates.sourceId, key.sourceId),
          ),
        );
    },

    /** The sync states of some of the account's locations, for showing the reconciliation. */
    async statesOfLocations(accountId: number, locationIds: number[]) {
      if (locationIds.length === 0) return [];
      return db
        .select()
        .from(reviewSyncStates)
        .where(and(eq(reviewSyncStates.accountId, accountId), inArray(reviewSyncStates.locationId, locationIds)));
    },

    /**
     * The locations and sources of every account that the scheduled sync can read: of the connected sources,
     * those linked to their page at the source, and every one of the sources that need no link (demo sandbox).
     */
    async targets(reach: { connected: number[]; anyLocation: number[] }): Promise<SyncKey[]> {
      if (reach.connected.length === 0) return [];
      return db
        .select({
          accountId: reviewSyncStates.accountId,
          locationId: reviewSyncStates.locationId,
          sourceId: reviewSyncStates.sourceId,
        })
        .from(reviewSyncStates)
        .where(
          and(
            inArray(reviewSyncStates.sourceId, reach.connected),
            reach.anyLocation.length > 0
              ? or(
                  isNotNull(reviewSyncStates.externalLocationId),
                  inArray(reviewSyncStates.sourceId, reach.anyLocation),
                )
              : isNotNull(reviewSyncStates.externalLocationId),
          ),
        );
    },
  };
}

function pickTracked() {
  return {
    rating: reviews.rating,
    authorName: reviews.authorName,
    content: reviews.content,
    language: reviews.language,
    url: reviews.url,
    removed: reviews.removed,
  } satisfies Record<keyof Tracked, unknown>;
}

export type ReviewSyncRepo = ReturnType<typeof createReviewSyncRepo>;
