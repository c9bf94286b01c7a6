import type { SavedFilterConfig } from '@repute/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantAccountId } from './tenant';
import { toUserOfAccount } from './users';

/** A user's own preferences (spec 000 §3 "Saved filter"): for now the saved filters of the filter bar. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    userId: integer('user_id').notNull(),
    preferenceType: text('preference_type', { enum: ['saved_filters'] }).notNull(),
    name: text('name').notNull(),
    config: jsonb('config').$type<SavedFilterConfig>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the user last applied it (PATCH with prune). */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    toUserOfAccount('user_preferences_user_id_users_id_fk', [table.accountId, table.userId]).onDelete('cascade'),
    uniqueIndex('user_preferences_name_key').on(
      table.accountId,
      table.userId,
      table.preferenceType,
      sql`lower(${table.name})`,
    ),
    index('user_preferences_user_idx').on(table.accountId, table.userId, table.preferenceType),
  ],
);
