import { sql } from 'drizzle-orm';
import {
  boolean,
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

/** A user's review alert in an account (issue 11 §3, decision 0034). */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    userId: integer('user_id').notNull(),
    kind: text('kind', { enum: ['new_review', 'awaiting_response', 'response_failed'] }).notNull(),
    maxRating: integer('max_rating'),
    waitHours: integer('wait_hours'),
    locationIds: integer('location_ids').array().notNull().default(sql`'{}'`),
    groupIds: integer('group_ids').array().notNull().default(sql`'{}'`),
    delivery: text('delivery', { enum: ['immediately', 'daily_digest'] }).notNull(),
    digestTime: text('digest_time'),
    subscribed: boolean('subscribed').notNull().default(true),
    /** When the last daily digest went out: the next one covers what came after. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    toUserOfAccount('alerts_user_id_users_id_fk', [table.accountId, table.userId]).onDelete('cascade'),
    index('alerts_account_kind_idx').on(table.accountId, table.kind),
  ],
);

/**
 * What an alert has to tell, once per alert and event (a review, a first sync, a failed response): the unique key
 * makes raising the same event twice (a retried job) tell it once. sent_at is set when its e-mail is written to the
 * mail outbox, in the same transaction; a digest's events wait with sent_at null.
 */
export const alertEvents = pgTable(
  'alert_events',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    alertId: integer('alert_id').notNull(),
    eventKey: text('event_key').notNull(),
    /** What the e-mail says about the event: one line of it, already scoped to what the recipient may read. */
    summary: jsonb('summary').$type<{ title: string; detail: string; url: string }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    foreignKey({
      name: 'alert_events_alert_id_alerts_id_fk',
      columns: [table.accountId, table.alertId],
      foreignColumns: [alerts.accountId, alerts.id],
    }).onDelete('cascade'),
    uniqueIndex('alert_events_key').on(table.alertId, table.eventKey, table.accountId),
    index('alert_events_pending_idx').on(table.alertId).where(sql`${table.sentAt} is null`),
  ],
);
