import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oauthTokens } from '../../db/schema';

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

export function createOauthTokensRepo(db: Database) {
  return {
    async list(accountId: number, limit: number, offset: number) {
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

    /** The secret itself, for the connectors only. */
    async accessToken(accountId: number, sourceId: number): Promise<string | null> {
      const [row] = await db
        .select({ accessToken: oauthTokens.accessToken })
        .from(oauthTokens)
        .where(and(eq(oauthTokens.accountId, accountId), eq(oauthTokens.sourceId, sourceId)));
      return row?.accessToken ?? null;
    },
  };
}

export type OauthTokensRepo = ReturnType<typeof createOauthTokensRepo>;
