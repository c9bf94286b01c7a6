import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  status: text('status', { enum: ['trial', 'active', 'inactive', 'pending', 'expired', 'suspended'] })
    .notNull()
    .default('active'),
  trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
  trialEndedAt: timestamp('trial_ended_at', { withTimezone: true }),
  segment: text('segment'),
  parentId: integer('parent_id').references((): AnyPgColumn => accounts.id),
  isParent: boolean('is_parent').notNull().default(false),
  billingProvider: text('billing_provider'),
  accountVerticalName: text('account_vertical_name'),
  customerSuccessManagerId: integer('customer_success_manager_id'),
  customerSuccessManagerName: text('customer_success_manager_name'),
  reviewStatusLabelId: integer('review_status_label_id'),
  timeZone: text('time_zone').notNull().default('America/New_York'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A per-account list of code/value string pairs, keyed by (account_id, code). */
function codeValueTable<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      accountId: integer('account_id')
        .notNull()
        .references(() => accounts.id, { onDelete: 'cascade' }),
      code: text('code').notNull(),
      value: text('value').notNull(),
    },
    (table) => [primaryKey({ columns: [table.accountId, table.code] })],
  );
}

/** Feature gates as code/value string pairs (spec 000 §3 "Account settings"). */
export const accountSettings = codeValueTable('account_settings');

/** Experiments the account takes part in, in the same shape as its settings. */
export const accountExperiments = codeValueTable('account_experiments');

/** White-label settings of a partner account; its child accounts inherit them. */
export const whitelabels = pgTable(
  'whitelabels',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    navigationBackgroundColor: text('navigation_background_color').notNull(),
    mainTextColor: text('main_text_color').notNull(),
    activeTextColor: text('active_text_color').notNull(),
    backgroundHoverColor: text('background_hover_color').notNull(),
    hoverTextColor: text('hover_text_color').notNull(),
    logoLeft: text('logo_left'),
    supportEmail: text('support_email'),
    customDomain: text('custom_domain'),
  },
  (table) => [uniqueIndex('whitelabels_custom_domain_key').on(sql`lower(${table.customDomain})`)],
);
