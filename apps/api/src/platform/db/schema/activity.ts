import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantAccountId } from './tenant';
import { users } from './users';

/** Product analytics (POST /webhooks/analytics-secure): identify calls and pageviews. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    properties: jsonb('properties').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    index('analytics_events_account_idx').on(table.accountId, table.createdAt),
  ],
);

/** In-product notification events (POST /webhooks/notify) and feature requests. */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    notificationType: text('notification_type'),
    featureName: text('feature_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    index('notification_events_account_idx').on(table.accountId, table.createdAt),
  ],
);

export const featureRequests = pgTable(
  'feature_requests',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    featureName: text('feature_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.id, table.accountId] })],
);
