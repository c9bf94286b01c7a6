import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  type PgColumn,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { tenantAccountId } from './tenant';

export const users = pgTable(
  'users',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    userTypeId: integer('user_type_id').notNull(),
    passwordHash: text('password_hash'),
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    isAccountOwner: boolean('is_account_owner').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmationTokenHash: text('confirmation_token_hash'),
    /**
     * Set on the stand-in user a parent-account user acts as inside a child account. No foreign key: the partner's
     * user is in another account (decision 0179); deleting the partner's account deletes its stand-ins.
     */
    shadowUserId: integer('shadow_user_id'),
    /**
     * A pending invitation to an address that a user of another account already had (decision 0071): it stays
     * Invited in its account, never signs in, and does not hold the address.
     */
    addressHeldElsewhere: boolean('address_held_elsewhere').notNull().default(false),
    /**
     * A change of address waiting for the new address to confirm it (decision 0072). Without a token hash the new
     * address belongs to another account's user and the change never completes.
     */
    pendingEmail: text('pending_email'),
    pendingEmailTokenHash: text('pending_email_token_hash'),
    pendingEmailExpiresAt: timestamp('pending_email_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    // Login finds the owner of an address here; user_emails keeps it one owner's across the install.
    index('users_email_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.shadowUserId} is null and not ${table.addressHeldElsewhere}`),
    // One address once per account, held invitations included.
    uniqueIndex('users_account_email_key')
      .on(table.accountId, sql`lower(${table.email})`)
      .where(sql`${table.shadowUserId} is null`),
    uniqueIndex('users_pending_email_token_key').on(table.pendingEmailTokenHash, table.accountId),
    uniqueIndex('users_shadow_key').on(table.accountId, table.shadowUserId),
    index('users_shadow_user_idx').on(table.shadowUserId).where(sql`${table.shadowUserId} is not null`),
    index('users_account_idx').on(table.accountId, table.lastName, table.firstName),
  ],
);

/**
 * Owned addresses, one owner each across the install (decision 0179). A Citus reference table: login reads an address
 * before any account is known. The trigger users_email_owner (migration 0067) keeps it in step with users, in the
 * statement that writes the user; its key keeps the name users_email_key, by which the services tell a taken address.
 */
export const userEmails = pgTable(
  'user_emails',
  {
    /** Lower-cased. */
    email: text('email').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
  },
  (table) => [primaryKey({ name: 'users_email_key', columns: [table.email] })],
);

/** A foreign key to the user of the same account (decision 0179): `columns` are the row's account_id and user id. */
export function toUserOfAccount(name: string, columns: [PgColumn, PgColumn]) {
  return foreignKey({ name, columns, foreignColumns: [users.accountId, users.id] });
}

/**
 * The user who owns an address: the one it signs in as, resets the password of, and that makes it taken. Shadow
 * users and invitations held for another account's address share the address without owning it.
 */
export function ownsAddress(email: string) {
  return and(
    sql`lower(${users.email}) = lower(${email})`,
    isNull(users.shadowUserId),
    eq(users.addressHeldElsewhere, false),
  );
}

/** Session tokens: random, stored as SHA-256 hashes, revocable. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    isShadowing: boolean('is_shadowing').notNull().default(false),
    isImpersonated: boolean('is_impersonated').notNull().default(false),
    /**
     * The session a shadow session was made from: it lives only while that one does (decision 0113). No foreign
     * key, as the two belong to different accounts.
     */
    issuedByTokenId: integer('issued_by_token_id'),
    /**
     * The operator's staff member acting as this session's user (decision 0159); null for everyone else. No foreign
     * key: the staff member's user is in another account (decision 0179); deleting that account ends the session.
     */
    impersonatorUserId: integer('impersonator_user_id'),
    /** When an impersonation session ends by itself (decision 0159); other sessions end by idleness and lifetime. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When its user signed in; a shadow session carries the sign-in of the session that made it. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    toUserOfAccount('auth_tokens_user_id_users_id_fk', [table.accountId, table.userId]).onDelete('cascade'),
    uniqueIndex('auth_tokens_hash_key').on(table.tokenHash, table.accountId),
    index('auth_tokens_impersonator_idx')
      .on(table.impersonatorUserId)
      .where(sql`${table.impersonatorUserId} is not null`),
    // Ending a session ends the shadow sessions made from it (revoke_sessions, migration 0037).
    index('auth_tokens_issued_by_idx').on(table.issuedByTokenId).where(sql`${table.issuedByTokenId} is not null`),
  ],
);

/**
 * A partner's one-time sign-in link into a child account (decision 0145): the hash of the link's id, who made it
 * from which session, until when, and when it was used (once).
 */
export const ssoLoginLinks = pgTable(
  'sso_login_links',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    tokenIdHash: text('token_id_hash').notNull(),
    /** The partner's user, in the parent account: no foreign key (decision 0179), as for a shadow user. */
    partnerUserId: integer('partner_user_id').notNull(),
    /** The partner's session the link was made from: the session it opens lives only while that one does. */
    issuedByTokenId: integer('issued_by_token_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    uniqueIndex('sso_login_links_token_id_hash_key').on(table.tokenIdHash, table.accountId),
    index('sso_login_links_partner_user_idx').on(table.partnerUserId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    toUserOfAccount('password_resets_user_id_users_id_fk', [table.accountId, table.userId]).onDelete('cascade'),
    uniqueIndex('password_resets_hash_key').on(table.tokenHash, table.accountId),
  ],
);

/**
 * The operator's staff (decision 0159): who may open any account as one of its users, granted by `repute staff`.
 * Install-wide bookkeeping kept on the coordinator (docs/citus.md), so it points to no tenant row: a grant whose user
 * is gone grants nothing, as the staff check reads the user too.
 */
export const staffGrants = pgTable('staff_grants', {
  userId: integer('user_id').primaryKey(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});
