import type { AlertKind } from '@repute/domain';
import { and, asc, count, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { accounts, alertEvents, alerts, groupLocations, locations, reviews, users } from '../../platform/db/schema';

export type AlertRow = typeof alerts.$inferSelect;
export type AlertValues = Pick<
  typeof alerts.$inferInsert,
  'kind' | 'maxRating' | 'waitHours' | 'locationIds' | 'groupIds' | 'delivery' | 'digestTime'
>;
export type Owner = { accountId: number; userId: number };
export type EventSummary = { title: string; detail: string; url: string };

/** An alert with who receives it: the recipient's address, type and whether they may still sign in. */
export type AlertWithRecipient = AlertRow & { email: string; userTypeId: number; userActive: boolean };

const ownedBy = (owner: Owner) => and(eq(alerts.accountId, owner.accountId), eq(alerts.userId, owner.userId));

const withRecipient = {
  alert: alerts,
  email: users.email,
  userTypeId: users.userTypeId,
  userActive: users.active,
};
const flatten = (row: { alert: AlertRow; email: string; userTypeId: number; userActive: boolean }) => ({
  ...row.alert,
  email: row.email,
  userTypeId: row.userTypeId,
  userActive: row.userActive,
});

export function createAlertsRepo(db: Database) {
  return {
    async list(owner: Owner, { limit, offset }: { limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        db.select().from(alerts).where(ownedBy(owner)).orderBy(asc(alerts.id)).limit(limit).offset(offset),
        db.select({ value: count() }).from(alerts).where(ownedBy(owner)),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async find(owner: Owner, id: number) {
      const [row] = await db
        .select()
        .from(alerts)
        .where(and(ownedBy(owner), eq(alerts.id, id)));
      return row;
    },

    async insert(owner: Owner, values: AlertValues) {
      const [row] = await db
        .insert(alerts)
        .values({ ...owner, ...values })
        .returning();
      if (!row) throw new Error('alert insert returned nothing');
      return row;
    },

    async update(owner: Owner, id: number, values: Partial<AlertValues> & { subscribed?: boolean }) {
      const [row] = await db
        .update(alerts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(ownedBy(owner), eq(alerts.id, id)))
        .returning();
      return row;
    },

    async remove(owner: Owner, id: number) {
      const [row] = await db
        .delete(alerts)
        .where(and(ownedBy(owner), eq(alerts.id, id)))
        .returning();
      return row;
    },

    /** An alert by id alone, with its recipient: the signed unsubscribe link is the only proof of who asks. */
    async withRecipient(id: number): Promise<AlertWithRecipient | undefined> {
      const [row] = await db
        .select(withRecipient)
        .from(alerts)
        .innerJoin(users, and(eq(users.id, alerts.userId), eq(users.accountId, alerts.accountId)))
        .where(eq(alerts.id, id));
      return row ? flatten(row) : undefined;
    },

    async setSubscribed(id: number, subscribed: boolean) {
      await db.update(alerts).set({ subscribed, updatedAt: sql`now()` }).where(eq(alerts.id, id));
    },

    /** The account's subscribed alerts of a kind, with their recipients. */
    async subscribedOfKind(accountId: number, kind: AlertKind): Promise<AlertWithRecipient[]> {
      const rows = await db
        .select(withRecipient)
        .from(alerts)
        .innerJoin(users, and(eq(users.id, alerts.userId), eq(users.accountId, alerts.accountId)))
        .where(and(eq(alerts.accountId, accountId), eq(alerts.kind, kind), eq(alerts.subscribed, true)));
      return rows.map(flatten);
    },

    /** Every account's subscribed alerts of a kind (the worker's sweeps), with their recipients. */
    async subscribedOfKindEverywhere(kind: AlertKind): Promise<AlertWithRecipient[]> {
      const rows = await db
        .select(withRecipient)
        .from(alerts)
        .innerJoin(users, and(eq(users.id, alerts.userId), eq(users.accountId, alerts.accountId)))
        .where(and(eq(alerts.kind, kind), eq(alerts.subscribed, true)));
      return rows.map(flatten);
    },

    /**
     * Reviews of the alert's locations still without a response `waitHours` after they came in, that crossed that
     * line after the alert was made (an old backlog is not news), oldest first, a hundred a sweep at most.
     */
    async reviewsWaiting(
      alert: Pick<AlertRow, 'accountId' | 'createdAt'>,
      locationIds: number[],
      waitHours: number,
      now: Date,
    ) {
      if (locationIds.length === 0) return [];
      const waitMs = waitHours * 3_600_000;
      return db
        .select({
          id: reviews.id,
          locationId: reviews.locationId,
          rating: reviews.rating,
          arrivedAt: reviews.createdAt,
        })
        .from(reviews)
        .where(
          and(
            eq(reviews.accountId, alert.accountId),
            inArray(reviews.locationId, locationIds),
            eq(reviews.status, 'needs_response'),
            eq(reviews.removed, false),
            lte(reviews.createdAt, new Date(now.getTime() - waitMs)),
            gte(reviews.createdAt, new Date(alert.createdAt.getTime() - waitMs)),
          ),
        )
        .orderBy(asc(reviews.createdAt))
        .limit(100);
    },

    /** The account's locations an alert covers: its chosen locations and its groups' members, or every one. */
    async locationsCovered(alert: Pick<AlertRow, 'accountId' | 'locationIds' | 'groupIds'>) {
      const inAccount = eq(locations.accountId, alert.accountId);
      if (alert.locationIds.length === 0 && alert.groupIds.length === 0) {
        return db.select({ id: locations.id, name: locations.name }).from(locations).where(inAccount);
      }
      const inGroups = db
        .select({ id: groupLocations.locationId })
        .from(groupLocations)
        .where(
          and(
            eq(groupLocations.accountId, alert.accountId),
            inArray(groupLocations.groupId, alert.groupIds.length > 0 ? alert.groupIds : [0]),
          ),
        );
      return db
        .select({ id: locations.id, name: locations.name })
        .from(locations)
        .where(
          and(
            inAccount,
            sql`(${inArray(locations.id, alert.locationIds.length > 0 ? alert.locationIds : [0])} or ${locations.id} in ${inGroups})`,
          ),
        );
    },

    async timeZoneOf(accountId: number) {
      const [row] = await db.select({ timeZone: accounts.timeZone }).from(accounts).where(eq(accounts.id, accountId));
      return row?.timeZone ?? 'UTC';
    },

    /** Records events for an alert; returns those new to it (a retried job raises the same events again). */
    async recordEvents(alert: Pick<AlertRow, 'id' | 'accountId'>, events: { key: string; summary: EventSummary }[]) {
      if (events.length === 0) return [];
      return db
        .insert(alertEvents)
        .values(
          events.map((event) => ({
            accountId: alert.accountId,
            alertId: alert.id,
            eventKey: event.key,
            summary: event.summary,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: alertEvents.id, summary: alertEvents.summary });
    },

    async markSent(accountId: number, eventIds: number[]) {
      if (eventIds.length === 0) return;
      await db
        .update(alertEvents)
        .set({ sentAt: sql`now()` })
        .where(and(eq(alertEvents.accountId, accountId), inArray(alertEvents.id, eventIds)));
    },

    /** Subscribed daily-digest alerts with events waiting, with their recipients. */
    async digestsWaiting(): Promise<AlertWithRecipient[]> {
      const rows = await db
        .selectDistinct(withRecipient)
        .from(alerts)
        .innerJoin(users, and(eq(users.id, alerts.userId), eq(users.accountId, alerts.accountId)))
        .innerJoin(alertEvents, and(eq(alertEvents.alertId, alerts.id), isNull(alertEvents.sentAt)))
        .where(and(eq(alerts.delivery, 'daily_digest'), eq(alerts.subscribed, true)));
      return rows.map(flatten);
    },

    /** Takes a digest's waiting events (locking them, so two workers never send one digest twice). */
    async takeWaitingEvents(alert: Pick<AlertRow, 'id' | 'accountId'>) {
      return db
        .select({ id: alertEvents.id, summary: alertEvents.summary })
        .from(alertEvents)
        .where(
          and(
            eq(alertEvents.accountId, alert.accountId),
            eq(alertEvents.alertId, alert.id),
            isNull(alertEvents.sentAt),
          ),
        )
        .orderBy(asc(alertEvents.id))
        .for('update', { skipLocked: true });
    },

    async markDigestSent(alert: Pick<AlertRow, 'id' | 'accountId'>) {
      await db
        .update(alerts)
        .set({ lastDigestAt: sql`now()` })
        .where(and(eq(alerts.accountId, alert.accountId), eq(alerts.id, alert.id)));
    },
  };
}

export type AlertsRepo = ReturnType<typeof createAlertsRepo>;
