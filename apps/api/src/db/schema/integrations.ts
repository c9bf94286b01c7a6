import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantAccountId } from './tenant';
import { users } from './users';

/**
 * The OAuth credential of an account's integration with a review source (spec 000 §3 "OAuth token").
 * One per account and source: the integration's token. access_token and refresh_token are secrets: only
 * the connectors read them; the API answers the expiry and never the tokens.
 */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    id: serial('id').primaryKey(),
    accountId: tenantAccountId(),
    /** A source of the catalogue (modules/sources/catalogue.ts): the integration the token belongs to. */
    sourceId: integer('source_id').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    /** Null for tokens that do not expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('oauth_tokens_account_source_key').on(table.accountId, table.sourceId)],
);
