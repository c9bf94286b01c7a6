import type { Database } from '../../platform/db/client';
import { analyticsEvents, featureRequests, notificationEvents } from '../../platform/db/schema';

export function createWebhooksRepo(db: Database) {
  return {
    async recordAnalytics(accountId: number, userId: number, event: string, properties: Record<string, unknown>) {
      await db.insert(analyticsEvents).values({ accountId, userId, event, properties });
    },
    async recordNotification(values: typeof notificationEvents.$inferInsert) {
      await db.insert(notificationEvents).values(values);
    },
    async recordFeatureRequest(values: typeof featureRequests.$inferInsert) {
      const [row] = await db.insert(featureRequests).values(values).returning();
      return row;
    },
  };
}

export type WebhooksRepo = ReturnType<typeof createWebhooksRepo>;
