import type { WidgetSettings, WidgetType } from '@repute/domain';
import { index, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantAccountId } from './tenant';

/**
 * An Amplify review widget (spec 001 §3). public_key is the random key of its public embed address; a deleted
 * widget's row is gone, so its embed answers 404 and the loader renders nothing.
 */
export const widgets = pgTable(
  'widgets',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    widgetType: text('widget_type').$type<WidgetType>().notNull(),
    settings: jsonb('settings').$type<WidgetSettings>().notNull(),
    publicKey: text('public_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    uniqueIndex('widgets_public_key').on(table.publicKey, table.accountId),
    index('widgets_account_created_idx').on(
      table.accountId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
