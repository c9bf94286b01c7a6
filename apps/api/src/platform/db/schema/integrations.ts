import { integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantAccountId } from './tenant';
import { toUserOfAccount } from './users';

/**
 * The OAuth credential of an account's integration with a review source (spec 000 §3 "OAuth token").
 * One per account and source: the integration's token. access_token and refresh_token are secrets: only
 * the connectors read them; the API answers the expiry and never the tokens.
 */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    /** A source of the catalogue (modules/sources/catalogue.ts): the integration the token belongs to. */
    sourceId: integer('source_id').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    /** Null for tokens that do not expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    toUserOfAccount('oauth_tokens_created_by_user_id_users_id_fk', [table.accountId, table.createdByUserId]).onDelete(
      'set null',
    ),
    uniqueIndex('oauth_tokens_account_source_key').on(table.accountId, table.sourceId),
  ],
);

/**
 * The account's "global token" integrations (spec 000 §3, §4): asked for on the integrations page
 * (access_requested), then verified by hand and switched to active by the operator. One per account and
 * integration of the catalogue (INTEGRATION_CATALOGUE's code).
 */
export const globalTokenIntegrations = pgTable(
  'global_token_integrations',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    integrationCode: text('integration_code').notNull(),
    /** access_requested, then active. */
    status: text('status').notNull().default('access_requested'),
    requestedByUserId: integer('requested_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    toUserOfAccount('global_token_integrations_requested_by_user_id_users_id_fk', [
      table.accountId,
      table.requestedByUserId,
    ]).onDelete('set null'),
    uniqueIndex('global_token_integrations_account_code_key').on(table.accountId, table.integrationCode),
  ],
);

/**
 * The `state` of an OAuth consent in flight: random, stored only as its SHA-256, bound to the account and
 * user who started it, expiring after minutes and deleted when the provider's callback uses it (single use).
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').notNull(),
    accountId: tenantAccountId(),
    userId: integer('user_id').notNull(),
    provider: text('provider').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The partner setup page the consent was started from (decision 0144), where the callback sends the browser. */
    returnPath: text('return_path'),
  },
  (table) => [
    primaryKey({ columns: [table.stateHash, table.accountId] }),
    toUserOfAccount('oauth_states_user_id_users_id_fk', [table.accountId, table.userId]).onDelete('cascade'),
  ],
);

/**
 * The steps of a partner's integration setup (decision 0144), one per OAuth integration of a child account:
 * started, completed or skipped; a step without a row is unstarted (spec 000 §4). The SQL checks the status.
 */
export const integrationSetupSteps = pgTable(
  'integration_setup_steps',
  {
    accountId: tenantAccountId(),
    /** The integration's code (google, facebook, trustpilot). */
    step: text('step').notNull(),
    status: text('status').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.step] })],
);
