import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantAccountId } from './tenant';
import { toUserOfAccount } from './users';

/*
 * The open API (issue 31, decision 0160). Every secret is stored as its SHA-256 hash: a leaked table holds nothing
 * that calls the API. Each table is keyed (account_id, id) and points within its account (docs/citus.md).
 */

/** A user's personal API tokens: a name, scopes, an optional last day; revoked, never deleted. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The token's first characters, shown in the list so its owner can tell tokens apart. */
    hint: text('hint').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.id] }),
    toUserOfAccount('api_tokens_user_id_users_id_fk', [table.accountId, table.userId]).onDelete('cascade'),
    uniqueIndex('api_tokens_token_hash_key').on(table.tokenHash, table.accountId),
    index('api_tokens_user_idx').on(table.userId),
  ],
);

/** An account's registered OAuth 2.0 clients: confidential ones have a secret, public ones rely on PKCE. */
export const oauthClients = pgTable(
  'oauth_clients',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    clientId: text('client_id').notNull(),
    secretHash: text('secret_hash'),
    redirectUris: text('redirect_uris').array().notNull(),
    confidential: boolean('confidential').notNull(),
    createdByUserId: integer('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.id] }),
    toUserOfAccount('oauth_clients_created_by_user_id_users_id_fk', [table.accountId, table.createdByUserId]).onDelete(
      'set null',
    ),
    uniqueIndex('oauth_clients_client_id_key').on(table.clientId, table.accountId),
    index('oauth_clients_account_idx').on(table.accountId),
  ],
);

/**
 * One user's consent to one client: its authorization code (used once), and the family of access and refresh
 * tokens made from it. Revoking the grant (a code replayed, a refresh token reused) ends all of them.
 */
export const oauthGrants = pgTable(
  'oauth_grants',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id').notNull(),
    scopes: text('scopes').array().notNull(),
    codeHash: text('code_hash').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    codeChallenge: text('code_challenge'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    codeUsedAt: timestamp('code_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.id] }),
    toUserOfAccount('oauth_grants_user_id_users_id_fk', [table.accountId, table.userId]).onDelete('cascade'),
    foreignKey({
      name: 'oauth_grants_client_fk',
      columns: [table.accountId, table.clientId],
      foreignColumns: [oauthClients.accountId, oauthClients.id],
    }).onDelete('cascade'),
    uniqueIndex('oauth_grants_code_hash_key').on(table.codeHash, table.accountId),
    index('oauth_grants_client_idx').on(table.clientId),
  ],
);

/** The access and refresh tokens of a grant; a refresh token is revoked when it is exchanged (rotation). */
export const oauthGrantTokens = pgTable(
  'oauth_grant_tokens',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    grantId: integer('grant_id').notNull(),
    kind: text('kind', { enum: ['access', 'refresh'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.id] }),
    foreignKey({
      name: 'oauth_grant_tokens_grant_fk',
      columns: [table.accountId, table.grantId],
      foreignColumns: [oauthGrants.accountId, oauthGrants.id],
    }).onDelete('cascade'),
    uniqueIndex('oauth_grant_tokens_token_hash_key').on(table.tokenHash, table.accountId),
    index('oauth_grant_tokens_grant_idx').on(table.grantId),
  ],
);
