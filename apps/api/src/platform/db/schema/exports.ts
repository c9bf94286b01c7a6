import { EXPORT_FILE_STATUSES, EXPORT_RESOURCES } from '@repute/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantAccountId } from './tenant';
import { toUserOfAccount } from './users';

/** An export asked for on demand (spec 000 §3 "Export file"): its request, its state, and where its file is. */
export const exportFiles = pgTable(
  'export_files',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    /** Who asked: the only user who reads its state and downloads it (decision 0029). */
    userId: integer('user_id').notNull(),
    resource: text('resource', { enum: EXPORT_RESOURCES }).notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    fileType: text('file_type', { enum: ['csv'] })
      .notNull()
      .default('csv'),
    downloadOptions: jsonb('download_options').$type<Record<string, unknown>>(),
    requestType: text('request_type'),
    resourceId: integer('resource_id'),
    sendEmail: boolean('send_email').notNull().default(false),
    status: text('status', { enum: EXPORT_FILE_STATUSES }).notNull().default('pending'),
    statusReason: text('status_reason'),
    /** export-{YYYY-MM-DD}.csv, the day it was asked for in the account's time zone. */
    fileName: text('file_name').notNull(),
    /** Where the file is in file storage, once written. */
    storageKey: text('storage_key'),
    rows: integer('rows'),
    bytes: bigint('bytes', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** After this the file is gone and its link answers 410. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the worker's sweep removed the expired file from storage (decision 0046). */
    fileRemovedAt: timestamp('file_removed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    toUserOfAccount('export_files_user_id_users_id_fk', [table.accountId, table.userId]).onDelete('cascade'),
    index('export_files_account_user_idx').on(table.accountId, table.userId, table.createdAt.desc()),
    index('export_files_expires_idx').on(table.expiresAt),
    index('export_files_files_to_remove_idx')
      .on(table.expiresAt)
      .where(sql`${table.storageKey} IS NOT NULL AND ${table.fileRemovedAt} IS NULL`),
    // The limits and the shared requests read the exports in flight (decision 0111).
    index('export_files_in_flight_idx')
      .on(table.accountId, table.userId)
      .where(sql`${table.status} IN ('pending', 'processing')`),
  ],
);
