import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailDeliveries } from '../db/schema';

/** The record of messages accepted for delivery: what makes a mail job idempotent. */
export function createMailDeliveries(db: Database) {
  return {
    async wasAccepted(messageId: string) {
      const [row] = await db
        .select({ messageId: mailDeliveries.messageId })
        .from(mailDeliveries)
        .where(eq(mailDeliveries.messageId, messageId));
      return Boolean(row);
    },
    async recordAccepted(messageId: string) {
      await db.insert(mailDeliveries).values({ messageId }).onConflictDoNothing();
    },
  };
}

export type MailDeliveries = ReturnType<typeof createMailDeliveries>;
