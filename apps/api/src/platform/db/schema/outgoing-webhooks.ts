import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantAccountId } from './tenant';
import { toUserOfAccount } from './users';

/**
 * An account's outgoing webhook subscriptions (issue 31, decision 0153): where to POST, which events, and the
 * secret that signs each delivery (kept readable: it signs; it is shown to people once, when created).
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    url: text('url').notNull(),
    description: text('description'),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    createdByUserId: integer('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    toUserOfAccount('webhook_subscriptions_created_by_user_id_users_id_fk', [
      table.accountId,
      table.createdByUserId,
    ]).onDelete('set null'),
    index('webhook_subscriptions_account_idx').on(table.accountId),
  ],
);

/** One event sent to one subscription: the delivery log (status, attempts, last response code). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    subscriptionId: integer('subscription_id').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'retrying', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    foreignKey({
      name: 'webhook_deliveries_subscription_id_webhook_subscriptions_id_fk',
      columns: [table.accountId, table.subscriptionId],
      foreignColumns: [webhookSubscriptions.accountId, webhookSubscriptions.id],
    }).onDelete('cascade'),
    uniqueIndex('webhook_deliveries_subscription_event_key').on(table.subscriptionId, table.eventId, table.accountId),
    index('webhook_deliveries_log_idx').on(table.subscriptionId, table.createdAt.desc().nullsFirst()),
  ],
);
