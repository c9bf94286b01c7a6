import type { EmailFrequency, ScheduledExportFilters, ScheduledExportType, Weekday } from '@repute/domain';
import { sql } from 'drizzle-orm';
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

/** Spec 000 §3 "Scheduled export": a report e-mailed as CSV to account users on a schedule. */
export const scheduledExports = pgTable(
  'scheduled_exports',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    createdByUserId: integer('created_by_user_id').notNull(),
    exportType: text('export_type').$type<ScheduledExportType>().notNull(),
    displayName: text('display_name').notNull(),
    dateRangeLegend: text('date_range_legend').notNull(),
    filters: jsonb('filters').$type<ScheduledExportFilters>().notNull(),
    /** Account users only (spec 000 §5); their e-mail addresses are read when sending. */
    recipientUserIds: integer('recipient_user_ids').array().notNull(),
    /** Recipients who left this export from an e-mail's unsubscribe link (decision 0045): they are not sent it. */
    unsubscribedUserIds: integer('unsubscribed_user_ids').array().notNull().default(sql`'{}'`),
    emailFrequency: text('email_frequency').$type<EmailFrequency>().notNull(),
    emailSubject: text('email_subject').notNull(),
    emailBody: text('email_body').notNull(),
    /** HH:MM in the account's time zone. */
    scheduledTime: text('scheduled_time').notNull(),
    scheduledDay: text('scheduled_day').$type<Weekday>().notNull(),
    scheduledDayOfMonth: integer('scheduled_day_of_month').notNull(),
    resourceId: integer('resource_id'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** The next sending; due when it is not after now. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    /** A sending claimed by a worker and not yet handed to the mailer: the run it stands for, and when claimed. */
    pendingRunAt: timestamp('pending_run_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    toUserOfAccount('scheduled_exports_created_by_user_id_users_id_fk', [
      table.accountId,
      table.createdByUserId,
    ]).onDelete('cascade'),
    index('scheduled_exports_owner_idx').on(table.accountId, table.createdByUserId),
    index('scheduled_exports_next_run_idx').on(table.nextRunAt),
  ],
);

/**
 * Addresses outside the account a scheduled export also goes to (decision 0129), while the account allows it: they
 * get a download link instead of the report's, and leave with their own unsubscribe link. Stored in lower case.
 */
export const scheduledExportOutsideRecipients = pgTable(
  'scheduled_export_outside_recipients',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    scheduledExportId: integer('scheduled_export_id').notNull(),
    email: text('email').notNull(),
    /** When the address left this export from an e-mail's link; it is not sent to after that. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    foreignKey({
      name: 'scheduled_export_outside_recipients_scheduled_export_id_schedul',
      columns: [table.accountId, table.scheduledExportId],
      foreignColumns: [scheduledExports.accountId, scheduledExports.id],
    }).onDelete('cascade'),
    uniqueIndex('scheduled_export_outside_recipients_address_idx').on(
      table.accountId,
      table.scheduledExportId,
      table.email,
    ),
  ],
);
