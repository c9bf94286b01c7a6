import { randomBytes } from 'node:crypto';
import { USER_TYPE_ID } from '@repute/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { users, webhookDeliveries, webhookSubscriptions } from '../platform/db/schema';

const MINUTE = 60_000;

/**
 * Issue 31 in the demo (decisions 0153, 0167): one webhook with a delivery log that shows each state (delivered,
 * retried then delivered, given up) over several kinds of event. Its URL is a documentation domain: events of the
 * running demo are tried there and logged like any other.
 */
export async function seedDemoWebhooks(db: Database, accountId: number) {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.userTypeId, USER_TYPE_ID.admin)))
    .orderBy(asc(users.id))
    .limit(1);
  const [subscription] = await db
    .insert(webhookSubscriptions)
    .values({
      accountId,
      url: 'https://hooks.example.com/repute',
      description: 'CRM sync',
      events: ['review.created', 'review.updated', 'response.published', 'request.answered', 'export.ready'],
      secret: `whsec_${randomBytes(32).toString('hex')}`,
      createdByUserId: admin?.id ?? null,
    })
    .returning({ id: webhookSubscriptions.id });
  if (!subscription) return;
  const now = Date.now();
  const delivery = (minutesAgo: number, eventType: string, outcome: Partial<typeof webhookDeliveries.$inferInsert>) => {
    const eventId = `evt_demo${accountId}x${minutesAgo}`;
    const createdAt = new Date(now - minutesAgo * MINUTE);
    return {
      accountId,
      subscriptionId: subscription.id,
      eventId,
      eventType,
      payload: { accountId, id: eventId, type: eventType, occurredAt: createdAt.toISOString(), data: {} },
      createdAt,
      updatedAt: createdAt,
      ...outcome,
    };
  };
  await db
    .insert(webhookDeliveries)
    .values([
      delivery(12, 'request.answered', { status: 'delivered', attempts: 1, responseCode: 200 }),
      delivery(30, 'review.created', { status: 'delivered', attempts: 1, responseCode: 200 }),
      delivery(45, 'review.updated', { status: 'delivered', attempts: 1, responseCode: 200 }),
      delivery(90, 'response.published', { status: 'delivered', attempts: 2, responseCode: 200 }),
      delivery(600, 'export.ready', { status: 'failed', attempts: 8, responseCode: 503, lastError: 'HTTP 503' }),
    ]);
}
