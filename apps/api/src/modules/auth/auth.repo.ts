import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { accounts, authTokens, users } from '../../platform/db/schema';
import { isWhitelabelSql } from '../accounts';

export type SessionRow = {
  tokenId: number;
  userId: number;
  accountId: number;
  email: string;
  userTypeId: number;
  isAccountOwner: boolean;
  isShadowing: boolean;
  isImpersonated: boolean;
  accountStatus: string;
  parentAccountId: number | null;
  isParent: boolean;
  isWhitelabel: boolean;
  lastUsedAt: Date;
};

export function createAuthRepo(db: Database) {
  return {
    async findActiveUserByEmail(email: string) {
      const [row] = await db
        .select({
          id: users.id,
          accountId: users.accountId,
          email: users.email,
          passwordHash: users.passwordHash,
          passwordExpiresAt: users.passwordExpiresAt,
          confirmationTokenHash: users.confirmationTokenHash,
        })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.shadowUserId), eq(users.active, true)));
      return row;
    },

    async insertToken(values: {
      accountId: number;
      userId: number;
      tokenHash: string;
      isShadowing?: boolean;
      isImpersonated?: boolean;
    }) {
      const [row] = await db.insert(authTokens).values(values).returning({ id: authTokens.id });
      if (!row) throw new Error('token not stored');
      return row.id;
    },

    /** The live session for a token hash: token not revoked, user active, matching e-mail. */
    async findSession(tokenHash: string, email: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .select({
          tokenId: authTokens.id,
          userId: users.id,
          accountId: accounts.id,
          email: users.email,
          userTypeId: users.userTypeId,
          isAccountOwner: users.isAccountOwner,
          isShadowing: authTokens.isShadowing,
          isImpersonated: authTokens.isImpersonated,
          accountStatus: accounts.status,
          parentAccountId: accounts.parentId,
          isParent: accounts.isParent,
          isWhitelabel: isWhitelabelSql,
          lastUsedAt: authTokens.lastUsedAt,
        })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .innerJoin(accounts, eq(accounts.id, authTokens.accountId))
        .where(
          and(
            eq(authTokens.tokenHash, tokenHash),
            isNull(authTokens.revokedAt),
            eq(users.active, true),
            sql`lower(${users.email}) = lower(${email})`,
          ),
        );
      return row;
    },

    async touchToken(tokenId: number) {
      await db.update(authTokens).set({ lastUsedAt: new Date() }).where(eq(authTokens.id, tokenId));
    },

    async revokeToken(tokenId: number) {
      await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.id, tokenId));
    },

    async revokeUserTokens(userId: number, keepTokenId?: number) {
      await db
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(authTokens.userId, userId),
            isNull(authTokens.revokedAt),
            keepTokenId === undefined ? undefined : ne(authTokens.id, keepTokenId),
          ),
        );
    },

    async confirmUser(userId: number) {
      await db.update(users).set({ confirmedAt: new Date(), confirmationTokenHash: null }).where(eq(users.id, userId));
    },

    async findUserByConfirmationHash(tokenHash: string) {
      const [row] = await db
        .select({ id: users.id, accountId: users.accountId })
        .from(users)
        .where(and(eq(users.confirmationTokenHash, tokenHash), eq(users.active, true)));
      return row;
    },

    async setConfirmationHash(userId: number, tokenHash: string) {
      await db.update(users).set({ confirmationTokenHash: tokenHash }).where(eq(users.id, userId));
    },

    /** The stand-in user a parent user acts as inside a child account, created on first use. */
    async findOrCreateShadowUser(childAccountId: number, parentUserId: number) {
      const [parent] = await db.select().from(users).where(eq(users.id, parentUserId));
      if (!parent) throw new Error('parent user missing');
      const [created] = await db
        .insert(users)
        .values({
          accountId: childAccountId,
          email: parent.email,
          firstName: parent.firstName,
          lastName: parent.lastName,
          userTypeId: parent.userTypeId,
          shadowUserId: parent.id,
          confirmedAt: new Date(),
        })
        .onConflictDoUpdate({
          target: [users.accountId, users.shadowUserId],
          set: { email: parent.email, firstName: parent.firstName, lastName: parent.lastName, active: true },
        })
        .returning({ id: users.id });
      if (!created) throw new Error('shadow user not stored');
      return created.id;
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
