import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/query-errors';
import {
  accounts,
  oidcConfigurations,
  oidcEmailDomains,
  oidcLoginAttempts,
  ownsAddress,
  signingKeys,
  users,
} from '../../platform/db/schema';

export type OidcConfigurationRow = typeof oidcConfigurations.$inferSelect & { emailDomains: string[] };

export type OidcConfigurationValues = {
  enabled: boolean;
  issuer: string;
  clientId: string;
  /** undefined keeps the stored secret. */
  clientSecretSealed?: string;
  jitUserTypeId: number | null;
  emailDomains: string[];
};

/** The only SQL of single sign-on (decision 0156); every configuration read is by account or by e-mail domain. */
export function createOidcSsoRepo(db: Database) {
  async function configuration(accountId: number): Promise<OidcConfigurationRow | undefined> {
    const [row] = await db.select().from(oidcConfigurations).where(eq(oidcConfigurations.accountId, accountId));
    if (!row) return undefined;
    const domains = await db
      .select({ domain: oidcEmailDomains.domain })
      .from(oidcEmailDomains)
      .where(eq(oidcEmailDomains.accountId, accountId))
      .orderBy(oidcEmailDomains.domain);
    return { ...row, emailDomains: domains.map(({ domain }) => domain) };
  }

  return {
    configuration,

    /** The domains of `domains` that another account's configuration already signs in. */
    async domainsClaimedElsewhere(accountId: number, domains: string[]): Promise<string[]> {
      if (domains.length === 0) return [];
      const rows = await db
        .select({ domain: oidcEmailDomains.domain, accountId: oidcEmailDomains.accountId })
        .from(oidcEmailDomains)
        .where(inArray(oidcEmailDomains.domain, domains));
      return rows.filter((row) => row.accountId !== accountId).map((row) => row.domain);
    },

    /** Creates or replaces the account's configuration and its domains (in the caller's transaction). */
    async save(accountId: number, values: OidcConfigurationValues): Promise<void> {
      const { emailDomains, ...columns } = values;
      await db
        .insert(oidcConfigurations)
        .values({ accountId, ...columns })
        .onConflictDoUpdate({ target: oidcConfigurations.accountId, set: { ...columns, updatedAt: sql`now()` } });
      await db.delete(oidcEmailDomains).where(eq(oidcEmailDomains.accountId, accountId));
      await db.insert(oidcEmailDomains).values(emailDomains.map((domain) => ({ domain, accountId })));
    },

    async remove(accountId: number): Promise<boolean> {
      await db.delete(oidcEmailDomains).where(eq(oidcEmailDomains.accountId, accountId));
      const removed = await db
        .delete(oidcConfigurations)
        .where(eq(oidcConfigurations.accountId, accountId))
        .returning({ accountId: oidcConfigurations.accountId });
      return removed.length > 0;
    },

    /** The enabled configuration that signs in an e-mail domain. */
    async enabledConfigurationForDomain(domain: string): Promise<OidcConfigurationRow | undefined> {
      const [row] = await db
        .select({ accountId: oidcEmailDomains.accountId })
        .from(oidcEmailDomains)
        .innerJoin(oidcConfigurations, eq(oidcConfigurations.accountId, oidcEmailDomains.accountId))
        .where(and(eq(oidcEmailDomains.domain, domain), eq(oidcConfigurations.enabled, true)));
      return row ? configuration(row.accountId) : undefined;
    },

    async saveAttempt(values: typeof oidcLoginAttempts.$inferInsert): Promise<void> {
      // Sign-ins never finished are dropped as new ones start: the table holds minutes of attempts, not history.
      await db.delete(oidcLoginAttempts).where(lte(oidcLoginAttempts.expiresAt, sql`now()`));
      await db.insert(oidcLoginAttempts).values(values);
    },

    /** Takes a sign-in under way, once: a second callback with the same state finds nothing. */
    async takeAttempt(stateHash: string) {
      const [row] = await db
        .delete(oidcLoginAttempts)
        .where(and(eq(oidcLoginAttempts.stateHash, stateHash), gt(oidcLoginAttempts.expiresAt, sql`now()`)))
        .returning();
      return row;
    },

    /** The user who owns an address (active or not) and their account's parent. */
    async userByEmail(email: string) {
      const [row] = await db
        .select({
          id: users.id,
          accountId: users.accountId,
          email: users.email,
          active: users.active,
          parentAccountId: accounts.parentId,
        })
        .from(users)
        .innerJoin(accounts, eq(accounts.id, users.accountId))
        .where(ownsAddress(email));
      return row;
    },

    /**
     * A user made on first sign-in: confirmed by the provider, with no password. Undefined if the address was taken
     * meanwhile: in this account (its own unique index), or in another (user_emails' key, decision 0179, which ON
     * CONFLICT cannot name as it is another table's).
     */
    async createJitUser(values: {
      accountId: number;
      email: string;
      firstName: string;
      lastName: string;
      userTypeId: number;
    }) {
      try {
        const [row] = await db
          .insert(users)
          .values({ ...values, confirmedAt: new Date() })
          .onConflictDoNothing()
          .returning({ id: users.id, accountId: users.accountId, email: users.email });
        return row;
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) return undefined;
        throw error;
      }
    },

    async sealingKey(): Promise<string> {
      const [row] = await db
        .select({ secret: signingKeys.secret })
        .from(signingKeys)
        .where(eq(signingKeys.name, 'oidc-secrets'));
      if (!row) throw new Error("the 'oidc-secrets' key is missing: run the migrations");
      return row.secret;
    },
  };
}

export type OidcSsoRepo = ReturnType<typeof createOidcSsoRepo>;
