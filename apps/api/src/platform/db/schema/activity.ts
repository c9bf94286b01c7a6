import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantAccountId } from './tenant';
import { toUserOfAccount } from './users';

/** Product analytics (POST /webhooks/analytics-secure): identify calls and pageviews. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    userId: integer('user_id'),
    event: text('event').notNull(),
    properties: jsonb('properties').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    toUserOfAccount('analytics_events_user_id_users_id_fk', [table.accountId, table.userId]).onDelete('set null'),
    index('analytics_events_account_idx').on(table.accountId, table.createdAt),
  ],
);

/** In-product notification events (POST /webhooks/notify) and feature requests. */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    userId: integer('user_id'),
    event: text('event').notNull(),
    notificationType: text('notification_type'),
    featureName: text('feature_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    toUserOfAccount('notification_events_user_id_users_id_fk', [table.accountId, table.userId]).onDelete('set null'),
    index('notification_events_account_idx').on(table.accountId, table.createdAt),
  ],
);

export const featureRequests = pgTable(
  'feature_requests',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    userId: integer('user_id').notNull(),
    type: text('type').notNull(),
    featureName: text('feature_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    toUserOfAccount('feature_requests_user_id_users_id_fk', [table.accountId, table.userId]).onDelete('cascade'),
  ],
);
