import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { tenantAccountId } from './tenant';

/**
 * An account's OpenID Connect provider (issue 31, decision 0156). The client secret is sealed with the install's
 * 'oidc-secrets' key and never leaves the server.
 */
export const oidcConfigurations = pgTable('oidc_configurations', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretSealed: text('client_secret_sealed'),
  jitUserTypeId: integer('jit_user_type_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The e-mail domains a configuration signs in: each domain belongs to one configuration of the install. The login
 * screen finds the account from the domain before any account is known, so this is a reference table (docs/citus.md)
 * and points to the account, not to its configuration; removing a configuration removes its domains (the repo).
 */
export const oidcEmailDomains = pgTable(
  'oidc_email_domains',
  {
    domain: text('domain').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (table) => [index('oidc_email_domains_account_idx').on(table.accountId)],
);

/** A sign-in under way, taken once by the callback. */
export const oidcLoginAttempts = pgTable(
  'oidc_login_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    accountId: tenantAccountId(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('oidc_login_attempts_expires_idx').on(table.expiresAt)],
);
