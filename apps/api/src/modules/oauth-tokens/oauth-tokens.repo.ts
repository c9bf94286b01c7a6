import type { PageWindow } from '@repute/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { OauthTokenStore } from '../../connectors/google-oauth';
import type { Database } from '../../platform/db/client';
import { oauthTokens } from '../../platform/db/schema';

/** What the API may tell about a token: everything but the secrets. */
const described = {
  id: oauthTokens.id,
  sourceId: oauthTokens.sourceId,
  createdByUserId: oauthTokens.createdByUserId,
  expiresAt: oauthTokens.expiresAt,
};

export type OauthTokenSummary = {
  id: number;
  sourceId: number;
  createdByUserId: number | null;
  expiresAt: Date | null;
};

/** A token as the integrations page sees it: with whether a refresh token keeps it alive past expires_at. */
export type OauthTokenState = OauthTokenSummary & { refreshable: boolean };

/** A new credential from a provider's consent, replacing the account's token for that source. */
export type GrantedToken = {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  createdByUserId: number;
};

export function createOauthTokensRepo(db: Database) {
  const of = (accountId: number, sourceId: number) =>
    and(eq(oauthTokens.accountId, accountId), eq(oauthTokens.sourceId, sourceId));

  return {
    /** Whether the account holds a token of the source that has not expired (setup progress). */
    async hasLiveToken(accountId: number, sourceId: number) {
      const [row] = await db
        .select({ id: oauthTokens.id })
        .from(oauthTokens)
        .where(
          and(of(accountId, sourceId), sql`(${oauthTokens.expiresAt} is null or ${oauthTokens.expiresAt} > now())`),
        )
        .limit(1);
      return Boolean(row);
    },

    async list(accountId: number, { limit, offset }: PageWindow) {
      const where = eq(oauthTokens.accountId, accountId);
      const [rows, [total]] = await Promise.all([
        db
          .select(described)
          .from(oauthTokens)
          .where(where)
          .orderBy(asc(oauthTokens.sourceId), asc(oauthTokens.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(oauthTokens).where(where),
      ]);
      return { rows: rows satisfies OauthTokenSummary[], total: total?.value ?? 0 };
    },

    /** Every token of the account, without secrets. */
    async states(accountId: number): Promise<OauthTokenState[]> {
      return db
        .select({ ...described, refreshable: sql<boolean>`${oauthTokens.refreshToken} is not null` })
        .from(oauthTokens)
        .where(eq(oauthTokens.accountId, accountId))
        .orderBy(asc(oauthTokens.sourceId));
    },

    /** The secret itself, for the connectors only. */
    async accessToken(accountId: number, sourceId: number): Promise<string | null> {
      const [row] = await db
        .select({ accessToken: oauthTokens.accessToken })
        .from(oauthTokens)
        .where(of(accountId, sourceId));
      return row?.accessToken ?? null;
    },

    /**
     * Stores the token a consent granted (one per account and source). A new consent without a refresh
     * token keeps the stored one: Google sends it only on the first consent unless asked again.
     */
    async store(accountId: number, sourceId: number, token: GrantedToken): Promise<number> {
      const [row] = await db
        .insert(oauthTokens)
        .values({ accountId, sourceId, ...token })
        .onConflictDoUpdate({
          target: [oauthTokens.accountId, oauthTokens.sourceId],
          set: {
            accessToken: token.accessToken,
            refreshToken: token.refreshToken ?? sql`${oauthTokens.refreshToken}`,
            expiresAt: token.expiresAt,
            createdByUserId: token.createdByUserId,
            updatedAt: new Date(),
          },
        })
        .returning({ id: oauthTokens.id });
      if (!row) throw new Error('oauth token not stored');
      return row.id;
    },

    /** Forgets one of the account's tokens; null when the account has no such token. */
    async remove(accountId: number, id: number): Promise<OauthTokenSummary | null> {
      const [row] = await db
        .delete(oauthTokens)
        .where(and(eq(oauthTokens.accountId, accountId), eq(oauthTokens.id, id)))
        .returning(described);
      return row ?? null;
    },
  };
}

export type OauthTokensRepo = ReturnType<typeof createOauthTokensRepo>;

/** The connectors' read and write of oauth_tokens, secrets included (Google's refreshed access tokens). */
export function createOauthTokenStore(db: Database): OauthTokenStore {
  const of = (target: { accountId: number; sourceId: number }) =>
    and(eq(oauthTokens.accountId, target.accountId), eq(oauthTokens.sourceId, target.sourceId));
  return {
    async read(target) {
      const [row] = await db
        .select({
          accessToken: oauthTokens.accessToken,
          refreshToken: oauthTokens.refreshToken,
          expiresAt: oauthTokens.expiresAt,
        })
        .from(oauthTokens)
        .where(of(target));
      return row ?? null;
    },
    async save(target, { accessToken, expiresAt, refreshToken }) {
      await db
        .update(oauthTokens)
        .set({ accessToken, expiresAt, ...(refreshToken ? { refreshToken } : {}), updatedAt: new Date() })
        .where(of(target));
    },
  };
}
