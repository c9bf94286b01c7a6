import type { GooglePostContent } from '@repute/domain';
import { foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { locations } from './locations';
import { tenantAccountId } from './tenant';
import { toUserOfAccount } from './users';

/** A Google post as it was written (spec 001 §3 "Google post content"), before it is sent to any location. */
export const googlePostContents = pgTable(
  'google_post_contents',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    userId: integer('user_id'),
    content: jsonb('content').$type<GooglePostContent>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    toUserOfAccount('google_post_contents_user_id_fkey', [table.accountId, table.userId]).onDelete('set null'),
  ],
);

/** A bulk action (POST /bulk_actions): one post to create at every location its filter matched when it was asked. */
export const bulkActions = pgTable(
  'bulk_actions',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    userId: integer('user_id'),
    resourceType: text('resource_type').notNull(),
    resourceMethod: text('resource_method').notNull(),
    googlePostContentId: integer('google_post_content_id').notNull(),
    /** Where the report goes: the address of whoever asked, when they asked. */
    reportTo: text('report_to').notNull(),
    /** The location filter as it was sent (`include`: location_ids, group_id). */
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    /** pending, then complete once every location has its result and the report is queued. */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    toUserOfAccount('bulk_actions_user_id_fkey', [table.accountId, table.userId]).onDelete('set null'),
    foreignKey({
      name: 'bulk_actions_google_post_content_id_fkey',
      columns: [table.accountId, table.googlePostContentId],
      foreignColumns: [googlePostContents.accountId, googlePostContents.id],
    }).onDelete('cascade'),
    index('bulk_actions_google_post_content_idx').on(table.accountId, table.googlePostContentId),
    index('bulk_actions_account_idx').on(table.accountId),
  ],
);

/**
 * Each location of a bulk action and what happened there: written when the action is asked (the filter's
 * matches then), settled as the job posts, so that a retried job skips the locations already done.
 */
export const bulkActionLocations = pgTable(
  'bulk_action_locations',
  {
    bulkActionId: integer('bulk_action_id').notNull(),
    locationId: integer('location_id').notNull(),
    accountId: tenantAccountId(),
    /** pending, posted or failed. */
    status: text('status').notNull().default('pending'),
    externalName: text('external_name'),
    error: text('error'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({
      name: 'bulk_action_locations_bulk_action_id_fkey',
      columns: [table.accountId, table.bulkActionId],
      foreignColumns: [bulkActions.accountId, bulkActions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'bulk_action_locations_location_id_fkey',
      columns: [table.accountId, table.locationId],
      foreignColumns: [locations.accountId, locations.id],
    }).onDelete('cascade'),
    index('bulk_action_locations_location_idx').on(table.accountId, table.locationId),
    primaryKey({ columns: [table.bulkActionId, table.locationId, table.accountId] }),
  ],
);
