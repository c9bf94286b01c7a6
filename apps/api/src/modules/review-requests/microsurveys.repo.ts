import type { PageWindow } from '@repute/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { locationLandingPages, locations, microsurveyResponses, microsurveys } from '../../platform/db/schema';

export type MicrosurveyRow = typeof microsurveys.$inferSelect;
export type MicrosurveyValues = Pick<
  typeof microsurveys.$inferInsert,
  'locationId' | 'name' | 'selectorType' | 'question' | 'followUpQuestion' | 'normalizeStarRating'
>;
export type ResponseValues = Omit<typeof microsurveyResponses.$inferInsert, 'id' | 'createdAt'>;
export type ResponseWindow = { from?: Date; to?: Date };

/** Microsurveys, their answers and the locations' own landing pages; every query scoped by account_id but the tokens'. */
export function createMicrosurveysRepo(db: Database) {
  const own = (accountId: number, id: number) => and(eq(microsurveys.accountId, accountId), eq(microsurveys.id, id));
  const withLocation = () =>
    db
      .select({
        microsurvey: microsurveys,
        locationName: locations.name,
        responses: sql<number>`(select count(*)::int from ${microsurveyResponses} where ${microsurveyResponses.microsurveyId} = ${microsurveys.id})`,
      })
      .from(microsurveys)
      .innerJoin(locations, eq(locations.id, microsurveys.locationId));

  return {
    async list(accountId: number, locationId: number | undefined, { limit, offset }: PageWindow) {
      const where = and(
        eq(microsurveys.accountId, accountId),
        locationId ? eq(microsurveys.locationId, locationId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        withLocation()
          .where(where)
          .orderBy(asc(microsurveys.createdAt), asc(microsurveys.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(microsurveys).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    async countOf(accountId: number) {
      const [row] = await db.select({ value: count() }).from(microsurveys).where(eq(microsurveys.accountId, accountId));
      return row?.value ?? 0;
    },
    async find(accountId: number, id: number) {
      const [row] = await withLocation().where(own(accountId, id));
      return row;
    },
    /**
     * Inserts only while the account has fewer than `limit`: the count and the insert are one statement, guarded by
     * a per-account advisory lock so two creates at once cannot both pass the check.
     */
    async insertWithin(
      accountId: number,
      limit: number,
      values: MicrosurveyValues & { token: string; createdByUserId: number },
    ) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('microsurveys'), ${accountId})`);
        const [used] = await tx
          .select({ value: count() })
          .from(microsurveys)
          .where(eq(microsurveys.accountId, accountId));
        if ((used?.value ?? 0) >= limit) return undefined;
        const [row] = await tx
          .insert(microsurveys)
          .values({ accountId, ...values })
          .returning();
        return row;
      });
    },
    async update(accountId: number, id: number, values: MicrosurveyValues) {
      const [row] = await db.update(microsurveys).set(values).where(own(accountId, id)).returning();
      return row;
    },
    async remove(accountId: number, id: number) {
      await db.delete(microsurveys).where(own(accountId, id));
    },
    async byToken(token: string) {
      const [row] = await db
        .select({ microsurvey: microsurveys, locationName: locations.name })
        .from(microsurveys)
        .innerJoin(locations, eq(locations.id, microsurveys.locationId))
        .where(eq(microsurveys.token, token));
      return row;
    },

    // Answers
    /** A page of the account's answers, newest first, for the export (one microsurvey or location, a window). */
    async responsesPage(
      accountId: number,
      filter: { microsurveyId?: number; locationIds?: number[] } & ResponseWindow,
      { limit, offset }: PageWindow,
    ) {
      return db
        .select({
          id: microsurveyResponses.id,
          createdAt: microsurveyResponses.createdAt,
          locationId: microsurveyResponses.locationId,
          locationName: locations.name,
          microsurveyId: microsurveyResponses.microsurveyId,
          microsurveyName: microsurveys.name,
          selectorType: microsurveyResponses.selectorType,
          score: microsurveyResponses.score,
          feedback: microsurveyResponses.feedback,
          kiosk: microsurveyResponses.kiosk,
        })
        .from(microsurveyResponses)
        .innerJoin(locations, eq(locations.id, microsurveyResponses.locationId))
        .leftJoin(microsurveys, eq(microsurveys.id, microsurveyResponses.microsurveyId))
        .where(
          and(
            eq(microsurveyResponses.accountId, accountId),
            filter.microsurveyId ? eq(microsurveyResponses.microsurveyId, filter.microsurveyId) : undefined,
            filter.locationIds?.length ? inArray(microsurveyResponses.locationId, filter.locationIds) : undefined,
            filter.from ? gte(microsurveyResponses.createdAt, filter.from) : undefined,
            filter.to ? lt(microsurveyResponses.createdAt, filter.to) : undefined,
          ),
        )
        .orderBy(desc(microsurveyResponses.createdAt), desc(microsurveyResponses.id))
        .limit(limit)
        .offset(offset);
    },
    async insertResponse(values: ResponseValues) {
      const [row] = await db
        .insert(microsurveyResponses)
        .values(values)
        .returning({ id: microsurveyResponses.id, createdAt: microsurveyResponses.createdAt });
      if (!row) throw new Error('answer not stored');
      return row;
    },
    async scores(accountId: number, microsurveyId: number, window: ResponseWindow) {
      const rows = await db
        .select({ score: microsurveyResponses.score })
        .from(microsurveyResponses)
        .where(answersOf(accountId, microsurveyId, window));
      return rows.map((row) => row.score);
    },
    /** The newest answers that came with words, for the summary's list. */
    async feedback(accountId: number, microsurveyId: number, window: ResponseWindow, limit: number) {
      return db
        .select({
          id: microsurveyResponses.id,
          score: microsurveyResponses.score,
          feedback: microsurveyResponses.feedback,
          createdAt: microsurveyResponses.createdAt,
        })
        .from(microsurveyResponses)
        .where(and(answersOf(accountId, microsurveyId, window), sql`${microsurveyResponses.feedback} <> ''`))
        .orderBy(desc(microsurveyResponses.createdAt), desc(microsurveyResponses.id))
        .limit(limit);
    },

    // A location's own landing page
    /** The location's landing page token, made with `token` the first time (null: not the account's location). */
    async landingToken(accountId: number, locationId: number, token: string) {
      const [location] = await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.accountId, accountId), eq(locations.id, locationId)));
      if (!location) return null;
      await db.insert(locationLandingPages).values({ accountId, locationId, token }).onConflictDoNothing();
      const [row] = await db
        .select({ token: locationLandingPages.token })
        .from(locationLandingPages)
        .where(and(eq(locationLandingPages.accountId, accountId), eq(locationLandingPages.locationId, locationId)));
      return row?.token ?? null;
    },
    async landingByToken(token: string) {
      const [row] = await db
        .select({ accountId: locationLandingPages.accountId, locationId: locations.id, locationName: locations.name })
        .from(locationLandingPages)
        .innerJoin(locations, eq(locations.id, locationLandingPages.locationId))
        .where(eq(locationLandingPages.token, token));
      return row;
    },
  };
}

function answersOf(accountId: number, microsurveyId: number, { from, to }: ResponseWindow) {
  return and(
    eq(microsurveyResponses.accountId, accountId),
    eq(microsurveyResponses.microsurveyId, microsurveyId),
    from ? gte(microsurveyResponses.createdAt, from) : undefined,
    to ? lt(microsurveyResponses.createdAt, to) : undefined,
  );
}

export type MicrosurveysRepo = ReturnType<typeof createMicrosurveysRepo>;
