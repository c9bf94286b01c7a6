import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oauthTokens } from '../db/schema';
import type { OauthTokenStore } from './google-oauth';

/**
 * The connectors' read and write of oauth_tokens, secrets included. Belongs with the oauth-tokens
 * module's repo (the only SQL of that domain); kept here until that module takes it over.
 */
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
