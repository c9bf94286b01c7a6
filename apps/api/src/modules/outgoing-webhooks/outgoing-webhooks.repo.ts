import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { webhookDeliveries, webhookSubscriptions } from '../../platform/db/schema';

export type SubscriptionRow = typeof webhookSubscriptions.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewDelivery = Pick<DeliveryRow, 'accountId' | 'subscriptionId' | 'eventId' | 'eventType' | 'payload'>;

/** How many deliveries the log shows per subscription. */
const LOG_SIZE = 50;

export function createOutgoingWebhooksRepo(db: Database) {
  return {
    list: (accountId: number) =>
      db
        .select()
        .from(webhookSubscriptions)
        .where(eq(webhookSubscriptions.accountId, accountId))
        .orderBy(webhookSubscriptions.id),

    async find(accountId: number, id: number) {
      const [row] = await db
        .select()
        .from(webhookSubscriptions)
        .where(and(eq(webhookSubscriptions.accountId, accountId), eq(webhookSubscriptions.id, id)));
      return row;
    },

    async insert(values: Omit<typeof webhookSubscriptions.$inferInsert, 'id' | 'createdAt'>) {
      const [row] = await db.insert(webhookSubscriptions).values(values).returning();
      return row as SubscriptionRow;
    },

    async remove(accountId: number, id: number) {
      const removed = await db
        .delete(webhookSubscriptions)
        .where(and(eq(webhookSubscriptions.accountId, accountId), eq(webhookSubscriptions.id, id)))
        .returning({ id: webhookSubscriptions.id });
      return removed.length > 0;
    },

    /** The account's subscriptions that asked for this event. */
    subscribersOf: (accountId: number, eventType: string) =>
      db
        .select()
        .from(webhookSubscriptions)
        .where(
          and(eq(webhookSubscriptions.accountId, accountId), sql`${eventType} = any(${webhookSubscriptions.events})`),
        ),

    /** A delivery, once per subscription and event: a fan-out job run twice adds nothing (undefined). */
    async insertDelivery(values: NewDelivery) {
      const [row] = await db.insert(webhookDeliveries).values(values).onConflictDoNothing().returning();
      return row;
    },

    async findDelivery(accountId: number, id: number) {
      const [row] = await db
        .select({ delivery: webhookDeliveries, subscription: webhookSubscriptions })
        .from(webhookDeliveries)
        .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
        .where(and(eq(webhookDeliveries.accountId, accountId), eq(webhookDeliveries.id, id)));
      return row;
    },

    async recordAttempt(
      accountId: number,
      id: number,
      values: Pick<DeliveryRow, 'status' | 'attempts' | 'responseCode' | 'lastError' | 'nextAttemptAt'>,
    ) {
      await db
        .update(webhookDeliveries)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(webhookDeliveries.accountId, accountId), eq(webhookDeliveries.id, id)));
    },

    deliveries: (accountId: number, subscriptionId: number) =>
      db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.accountId, accountId), eq(webhookDeliveries.subscriptionId, subscriptionId)))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(LOG_SIZE),
  };
}

export type OutgoingWebhooksRepo = ReturnType<typeof createOutgoingWebhooksRepo>;
