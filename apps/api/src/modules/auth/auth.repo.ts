import { and, eq, gt, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client';
import { accounts, authTokens, ownsAddress, ssoLoginLinks, staffGrants, users } from '../../platform/db/schema';
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
  /** The staff member acting as the user, and when the impersonation ends by itself (decision 0159). */
  impersonatorUserId: number | null;
  impersonatorEmail: string | null;
  expiresAt: Date | null;
  accountStatus: string;
  /** A trial past its end stops the account's calls while billing is on (decision 0134). */
  accountTrialEndedAt: Date | null;
  parentAccountId: number | null;
  isParent: boolean;
  isWhitelabel: boolean;
  accountTimeZone: string;
  issuedAt: Date;
  lastUsedAt: Date;
};

/** The partner user a shadow user stands in for. */
const shadowedUser = alias(users, 'shadowed_user');
/** The partner user's account: the child's parent while the link that granted the shadow session holds. */
const partnerAccount = alias(accounts, 'partner_account');
/** The session a shadow session was made from. */
const issuingToken = alias(authTokens, 'issuing_token');
/** The operator's staff member acting as the session's user (decision 0159). */
const impersonator = alias(users, 'impersonator');

export function createAuthRepo(db: Database) {
  /**
   * Revokes the live tokens matched and the shadow sessions made from them (revoke_sessions, migration 0037);
   * answers their ids (the realtime sockets to close).
   */
  async function revokeTokens(where: SQL | undefined): Promise<number[]> {
    const matched = db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(and(isNull(authTokens.revokedAt), where));
    const result = await db.execute<{ ended: number[] }>(sql`select revoke_sessions(array(${matched})) as ended`);
    return result.rows[0]?.ended ?? [];
  }

  return {
    async findActiveUserByEmail(email: string) {
      const [row] = await db
        .select({
          id: users.id,
          accountId: users.accountId,
          email: users.email,
          passwordHash: users.passwordHash,
          passwordExpiresAt: users.passwordExpiresAt,
          confirmedAt: users.confirmedAt,
          confirmationTokenHash: users.confirmationTokenHash,
        })
        .from(users)
        .where(and(ownsAddress(email), eq(users.active, true)));
      return row;
    },

    async insertToken(values: {
      accountId: number;
      userId: number;
      tokenHash: string;
      isShadowing?: boolean;
      isImpersonated?: boolean;
      impersonatorUserId?: number | null;
      expiresAt?: Date | null;
      /** A shadow session's maker: the new session shares its sign-in time, so it ends by its lifetime too. */
      issuedByTokenId?: number;
    }) {
      const { issuedByTokenId } = values;
      const signedInAt =
        issuedByTokenId === undefined
          ? undefined
          : sql`(select ${authTokens.createdAt} from ${authTokens} where ${authTokens.id} = ${issuedByTokenId})`;
      const [row] = await db
        .insert(authTokens)
        .values({ ...values, createdAt: signedInAt })
        .returning({ id: authTokens.id });
      if (!row) throw new Error('token not stored');
      return row.id;
    },

    /**
     * The live session for a token hash: token not revoked, used since `usedSince` and issued since `issuedSince`,
     * user active, matching e-mail. A shadow session is checked against what granted it (decision 0113): the
     * partner user it stands in for is active, the partner's account is still a parent and the child's parent,
     * and the session it was made from is live too (not revoked, used since `usedSince`).
     */
    async findSession(
      tokenHash: string,
      email: string,
      { usedSince, issuedSince, now }: { usedSince: Date; issuedSince: Date; now: Date },
    ): Promise<SessionRow | undefined> {
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
          impersonatorUserId: authTokens.impersonatorUserId,
          impersonatorEmail: impersonator.email,
          expiresAt: authTokens.expiresAt,
          accountStatus: accounts.status,
          accountTrialEndedAt: accounts.trialEndedAt,
          parentAccountId: accounts.parentId,
          isParent: accounts.isParent,
          isWhitelabel: isWhitelabelSql,
          accountTimeZone: accounts.timeZone,
          issuedAt: authTokens.createdAt,
          lastUsedAt: authTokens.lastUsedAt,
        })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .innerJoin(accounts, eq(accounts.id, authTokens.accountId))
        .leftJoin(shadowedUser, eq(shadowedUser.id, users.shadowUserId))
        .leftJoin(partnerAccount, eq(partnerAccount.id, shadowedUser.accountId))
        .leftJoin(issuingToken, eq(issuingToken.id, authTokens.issuedByTokenId))
        .leftJoin(impersonator, eq(impersonator.id, authTokens.impersonatorUserId))
        .leftJoin(staffGrants, eq(staffGrants.userId, authTokens.impersonatorUserId))
        .where(
          and(
            eq(authTokens.tokenHash, tokenHash),
            isNull(authTokens.revokedAt),
            gt(authTokens.lastUsedAt, usedSince),
            gt(authTokens.createdAt, issuedSince),
            eq(users.active, true),
            or(
              isNull(users.shadowUserId),
              and(
                eq(shadowedUser.active, true),
                eq(accounts.parentId, partnerAccount.id),
                eq(partnerAccount.isParent, true),
                isNull(issuingToken.revokedAt),
                gt(issuingToken.lastUsedAt, usedSince),
              ),
            ),
            // An impersonation lives until its end and only while its staff member is active and still staff.
            or(isNull(authTokens.expiresAt), gt(authTokens.expiresAt, now)),
            or(
              isNull(authTokens.impersonatorUserId),
              and(eq(impersonator.active, true), isNotNull(staffGrants.userId)),
            ),
            sql`lower(${users.email}) = lower(${email})`,
          ),
        );
      return row;
    },

    /** An active user (not a shadow user) with their account, as a session would resolve them, without a token. */
    async findActiveUser(
      userId: number,
    ): Promise<
      | Omit<
          SessionRow,
          'tokenId' | 'lastUsedAt' | 'issuedAt' | 'impersonatorUserId' | 'impersonatorEmail' | 'expiresAt'
        >
      | undefined
    > {
      const [row] = await db
        .select({
          userId: users.id,
          accountId: accounts.id,
          email: users.email,
          userTypeId: users.userTypeId,
          isAccountOwner: users.isAccountOwner,
          isShadowing: sql<boolean>`false`,
          isImpersonated: sql<boolean>`false`,
          accountStatus: accounts.status,
          accountTrialEndedAt: accounts.trialEndedAt,
          parentAccountId: accounts.parentId,
          isParent: accounts.isParent,
          isWhitelabel: isWhitelabelSql,
          accountTimeZone: accounts.timeZone,
        })
        .from(users)
        .innerJoin(accounts, eq(accounts.id, users.accountId))
        .where(and(eq(users.id, userId), eq(users.active, true), isNull(users.shadowUserId)));
      return row;
    },

    /**
     * Marks a session used, and the sessions it was made from: a partner working in a shadow session keeps the
     * session waiting to be returned to alive (decision 0113).
     */
    async touchToken(tokenId: number) {
      await db.execute(sql`
        with recursive makers(id, issued_by) as (
          select ${authTokens.id}, ${authTokens.issuedByTokenId} from ${authTokens} where ${authTokens.id} = ${tokenId}
          union
          select maker.id, maker.issued_by_token_id from auth_tokens maker join makers on maker.id = makers.issued_by
        )
        update ${authTokens} set last_used_at = now() where ${authTokens.id} in (select id from makers)`);
    },

    revokeToken: (tokenId: number) => revokeTokens(eq(authTokens.id, tokenId)),

    /** When a session ends by itself, if it does (an impersonation, decision 0159). */
    async expiryOf(tokenId: number): Promise<Date | null> {
      const [row] = await db
        .select({ expiresAt: authTokens.expiresAt })
        .from(authTokens)
        .where(eq(authTokens.id, tokenId));
      return row?.expiresAt ?? null;
    },

    /** Every session of a user and of the shadow users standing in for it, except `keepTokenId`. */
    revokeUserTokens: (userId: number, keepTokenId?: number) =>
      revokeTokens(
        and(
          inArray(authTokens.userId, db.select({ id: users.id }).from(users).where(shadowsOrSelf(userId))),
          keepTokenId === undefined ? undefined : ne(authTokens.id, keepTokenId),
        ),
      ),

    /** The sessions of the shadow users standing in for a user in child accounts. */
    revokeShadowTokens: (userId: number) =>
      revokeTokens(
        inArray(authTokens.userId, db.select({ id: users.id }).from(users).where(eq(users.shadowUserId, userId))),
      ),

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

    /** Keeps a one-time sign-in link (decision 0145): only the hash of its id. */
    async saveSsoLink(values: {
      accountId: number;
      tokenIdHash: string;
      partnerUserId: number;
      issuedByTokenId: number;
      expiresAt: Date;
    }) {
      await db.insert(ssoLoginLinks).values(values);
    },

    /**
     * Marks a sign-in link used, once: null when it is unknown, used already or expired. Run in the transaction that
     * makes the session, so a link makes one session at most however many requests race with it.
     */
    async takeSsoLink(tokenIdHash: string) {
      const [row] = await db
        .update(ssoLoginLinks)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(ssoLoginLinks.tokenIdHash, tokenIdHash),
            isNull(ssoLoginLinks.usedAt),
            gt(ssoLoginLinks.expiresAt, sql`now()`),
          ),
        )
        .returning({
          accountId: ssoLoginLinks.accountId,
          partnerUserId: ssoLoginLinks.partnerUserId,
          issuedByTokenId: ssoLoginLinks.issuedByTokenId,
        });
      if (!row) return null;
      const [partner] = await db.select({ email: users.email }).from(users).where(eq(users.id, row.partnerUserId));
      return partner ? { ...row, partnerEmail: partner.email } : null;
    },

    /**
     * The stand-in user a parent user acts as inside a child account, created on first use; its name and user
     * type are the parent user's of the moment, every time.
     */
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
          set: {
            email: parent.email,
            firstName: parent.firstName,
            lastName: parent.lastName,
            userTypeId: parent.userTypeId,
            active: true,
          },
        })
        .returning({ id: users.id });
      if (!created) throw new Error('shadow user not stored');
      return created.id;
    },
  };
}

function shadowsOrSelf(userId: number) {
  return or(eq(users.id, userId), eq(users.shadowUserId, userId));
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
