import { randomBytes } from 'node:crypto';
import type { PageWindow, WidgetSelection, WidgetSettings, WidgetType } from '@repute/domain';
import { and, count, desc, eq, ilike, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { groupLocations, locations, reviews, widgets } from '../../platform/db/schema';

export type WidgetRow = typeof widgets.$inferSelect;
export type WidgetValues = { name: string; widgetType: WidgetType; settings: WidgetSettings };

/** A review as a widget may show it: no e-mail, no id, nothing the public should not read. */
export type WidgetReviewRow = {
  authorName: string | null;
  rating: number;
  content: string | null;
  publishedAt: Date;
  sourceId: number;
};

export type WidgetLocationRow = {
  name: string;
  address: string | null;
  city: string | null;
  stateCode: string | null;
  zipcode: string | null;
  phone: string | null;
  website: string | null;
};

/**
 * Reviews of the widget's locations and sources; min_rating narrows only the reviews shown, not the average.
 * Private first-party feedback is never public: not shown, not counted, not in the average (decision 0114).
 */
function scopeOf(accountId: number, selection: WidgetSelection): SQL[] {
  const where = [eq(reviews.accountId, accountId), sql`not ${reviews.removed}`, sql`not ${reviews.private}`];
  if (selection.locationIds !== 'all') where.push(inArray(reviews.locationId, selection.locationIds));
  if (selection.sourceIds !== 'all') where.push(inArray(reviews.sourceId, selection.sourceIds));
  return where;
}

const reviewColumns = {
  // Feedback published with its customer's consent shows the first name the consent's words promise, no more.
  authorName: sql<
    string | null
  >`case when ${reviews.publishConsent} is null then ${reviews.authorName} else nullif(split_part(${reviews.authorName}, ' ', 1), '') end`,
  rating: reviews.rating,
  content: reviews.content,
  publishedAt: reviews.publishedAt,
  sourceId: reviews.sourceId,
};

export function createAmplifyRepo(db: Database) {
  const scoped = (accountId: number, id: number) => and(eq(widgets.accountId, accountId), eq(widgets.id, id));
  return {
    async list(accountId: number, keywords: string | undefined, { limit, offset }: PageWindow) {
      const where = and(
        eq(widgets.accountId, accountId),
        keywords ? ilike(widgets.name, `%${keywords.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(widgets)
          .where(where)
          .orderBy(desc(widgets.createdAt), desc(widgets.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(widgets).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    async find(accountId: number, id: number) {
      const [row] = await db.select().from(widgets).where(scoped(accountId, id));
      return row;
    },
    async findByKey(publicKey: string) {
      const [row] = await db.select().from(widgets).where(eq(widgets.publicKey, publicKey));
      return row;
    },
    /** A new widget with a random public key, so widgets cannot be walked by id. */
    async insert(accountId: number, values: WidgetValues) {
      const [row] = await db
        .insert(widgets)
        .values({ accountId, ...values, publicKey: randomBytes(12).toString('base64url') })
        .returning();
      if (!row) throw new Error('widget not stored');
      return row;
    },
    async update(accountId: number, id: number, values: WidgetValues) {
      const [row] = await db
        .update(widgets)
        .set({ ...values, updatedAt: sql`now()` })
        .where(scoped(accountId, id))
        .returning();
      return row;
    },
    async remove(accountId: number, id: number) {
      await db.delete(widgets).where(scoped(accountId, id));
    },

    /** The locations of the account's groups given (ids of other accounts' groups select nothing). */
    async groupLocationIds(accountId: number, groupIds: number[]): Promise<number[]> {
      if (groupIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ locationId: groupLocations.locationId })
        .from(groupLocations)
        .where(and(eq(groupLocations.accountId, accountId), inArray(groupLocations.groupId, groupIds)));
      return rows.map((row) => row.locationId);
    },

    /**
     * What changes when the widget's content may change: how many reviews its scope holds and when the latest
     * of them changed. A new, edited or removed review moves it, so the ETag follows without a cache to clear.
     */
    async stamp(accountId: number, selection: WidgetSelection) {
      const [row] = await db
        .select({
          count: sql<number>`count(*) filter (where ${reviews.rating} > 0)::int`,
          all: sql<number>`count(*)::int`,
          changed: sql<string | null>`max(${reviews.updatedAt})::text`,
          average: sql<string | null>`avg(${reviews.rating}) filter (where ${reviews.rating} > 0)`,
        })
        .from(reviews)
        .where(and(...scopeOf(accountId, selection)));
      return {
        count: row?.count ?? 0,
        all: row?.all ?? 0,
        changed: row?.changed ?? '',
        average: row?.average ? Number(row.average) : null,
      };
    },

    /** The featured reviews in their chosen order, then the latest matching ones. */
    async reviews(accountId: number, selection: WidgetSelection): Promise<WidgetReviewRow[]> {
      const scope = scopeOf(accountId, selection);
      const featured =
        selection.featuredIds.length === 0
          ? []
          : await db
              .select({ ...reviewColumns, id: reviews.id })
              .from(reviews)
              .where(and(...scope, inArray(reviews.id, selection.featuredIds)));
      const ordered = selection.featuredIds.flatMap((id) => featured.filter((review) => review.id === id));
      if (selection.latest <= 0) return ordered.map(({ id: _id, ...review }) => review);
      const latest = await db
        .select(reviewColumns)
        .from(reviews)
        .where(
          and(
            ...scope,
            sql`${reviews.rating} >= ${selection.minRating}`,
            selection.featuredIds.length > 0 ? notInArray(reviews.id, selection.featuredIds) : undefined,
          ),
        )
        .orderBy(desc(reviews.publishedAt), desc(reviews.id))
        .limit(selection.latest);
      return [...ordered.map(({ id: _id, ...review }) => review), ...latest];
    },

    /** The location a Location Information widget presents: the first chosen, or the account's first by name. */
    async location(accountId: number, selection: WidgetSelection): Promise<WidgetLocationRow | undefined> {
      const [row] = await db
        .select({
          name: sql<string>`coalesce(${locations.publicName}, ${locations.name})`,
          address: locations.address,
          city: locations.city,
          stateCode: locations.stateCode,
          zipcode: locations.zipcode,
          phone: locations.phone,
          website: locations.website,
        })
        .from(locations)
        .where(
          and(
            eq(locations.accountId, accountId),
            selection.locationIds === 'all' ? undefined : inArray(locations.id, selection.locationIds),
          ),
        )
        .orderBy(locations.name, locations.id)
        .limit(1);
      return row;
    },
  };
}

export type AmplifyRepo = ReturnType<typeof createAmplifyRepo>;
