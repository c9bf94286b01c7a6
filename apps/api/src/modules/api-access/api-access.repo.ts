import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { apiTokens, oauthClients, oauthGrants, oauthGrantTokens } from '../../platform/db/schema';

export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type OauthClientRow = typeof oauthClients.$inferSelect;
export type OauthGrantRow = typeof oauthGrants.$inferSelect;
export type GrantTokenRow = typeof oauthGrantTokens.$inferSelect;

/** The tables of the open API (decision 0160); a secret is only ever looked up by its hash. */
export function createApiAccessRepo(db: Database) {
  const liveNow = (expiresAt: typeof apiTokens.expiresAt) => or(isNull(expiresAt), gt(expiresAt, sql`now()`));

  return {
    // Personal API tokens

    listTokens: (accountId: number, userId: number) =>
      db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.accountId, accountId), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
        .orderBy(desc(apiTokens.id)),

    async insertToken(values: Omit<typeof apiTokens.$inferInsert, 'id' | 'createdAt'>) {
      const [row] = await db.insert(apiTokens).values(values).returning();
      return row as ApiTokenRow;
    },

    async revokeToken(accountId: number, userId: number, id: number) {
      const revoked = await db
        .update(apiTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(apiTokens.accountId, accountId),
            eq(apiTokens.userId, userId),
            eq(apiTokens.id, id),
            isNull(apiTokens.revokedAt),
          ),
        )
        .returning({ id: apiTokens.id });
      return revoked.length > 0;
    },

    /** A personal token that works now: not revoked, not past its last day. */
    async findLiveToken(tokenHash: string) {
      const [row] = await db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt), liveNow(apiTokens.expiresAt)));
      return row;
    },

    async touchToken(id: number) {
      await db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, id));
    },

    // OAuth clients

    listClients: (accountId: number) =>
      db.select().from(oauthClients).where(eq(oauthClients.accountId, accountId)).orderBy(oauthClients.id),

    async insertClient(values: Omit<typeof oauthClients.$inferInsert, 'id' | 'createdAt'>) {
      const [row] = await db.insert(oauthClients).values(values).returning();
      return row as OauthClientRow;
    },

    async deleteClient(accountId: number, id: number) {
      const removed = await db
        .delete(oauthClients)
        .where(and(eq(oauthClients.accountId, accountId), eq(oauthClients.id, id)))
        .returning({ id: oauthClients.id });
      return removed.length > 0;
    },

    /** A client of the caller's account, by its public client_id (the consent page). */
    async findAccountClient(accountId: number, clientId: string) {
      const [row] = await db
        .select()
        .from(oauthClients)
        .where(and(eq(oauthClients.accountId, accountId), eq(oauthClients.clientId, clientId)));
      return row;
    },

    /** A client by its public client_id, whichever account it belongs to (the token endpoint authenticates it). */
    async findClient(clientId: string) {
      const [row] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId));
      return row;
    },

    // Grants and their tokens

    async insertGrant(values: Omit<typeof oauthGrants.$inferInsert, 'id' | 'createdAt'>) {
      const [row] = await db.insert(oauthGrants).values(values).returning();
      return row as OauthGrantRow;
    },

    async findGrantByCode(codeHash: string) {
      const [row] = await db.select().from(oauthGrants).where(eq(oauthGrants.codeHash, codeHash));
      return row;
    },

    /** Marks the code used; false when it already was (a replay, or two exchanges racing). */
    async useCode(grantId: number) {
      const used = await db
        .update(oauthGrants)
        .set({ codeUsedAt: new Date() })
        .where(and(eq(oauthGrants.id, grantId), isNull(oauthGrants.codeUsedAt)))
        .returning({ id: oauthGrants.id });
      return used.length > 0;
    },

    /** Ends a grant: every token made from it stops working (a token is live only while its grant is). */
    async revokeGrant(grantId: number) {
      await db
        .update(oauthGrants)
        .set({ revokedAt: new Date() })
        .where(and(eq(oauthGrants.id, grantId), isNull(oauthGrants.revokedAt)));
    },

    async insertGrantToken(values: Omit<typeof oauthGrantTokens.$inferInsert, 'id' | 'createdAt'>) {
      await db.insert(oauthGrantTokens).values(values);
    },

    /** A grant token by its hash, with its grant, live or not: a rotated refresh token presented again is news. */
    async findGrantToken(tokenHash: string) {
      const [row] = await db
        .select({ token: oauthGrantTokens, grant: oauthGrants })
        .from(oauthGrantTokens)
        .innerJoin(oauthGrants, eq(oauthGrants.id, oauthGrantTokens.grantId))
        .where(eq(oauthGrantTokens.tokenHash, tokenHash));
      return row;
    },

    /** Revokes one grant token; false when it already was (a refresh token exchanged twice). */
    async revokeGrantToken(id: number) {
      const revoked = await db
        .update(oauthGrantTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(oauthGrantTokens.id, id), isNull(oauthGrantTokens.revokedAt)))
        .returning({ id: oauthGrantTokens.id });
      return revoked.length > 0;
    },

    /** An access token that works now: live itself, and its grant not revoked. */
    async findLiveAccessToken(tokenHash: string) {
      const [row] = await db
        .select({
          accountId: oauthGrants.accountId,
          userId: oauthGrants.userId,
          scopes: oauthGrants.scopes,
          clientName: oauthClients.name,
        })
        .from(oauthGrantTokens)
        .innerJoin(oauthGrants, eq(oauthGrants.id, oauthGrantTokens.grantId))
        .innerJoin(
          oauthClients,
          and(eq(oauthClients.accountId, oauthGrants.accountId), eq(oauthClients.id, oauthGrants.clientId)),
        )
        .where(
          and(
            eq(oauthGrantTokens.tokenHash, tokenHash),
            eq(oauthGrantTokens.kind, 'access'),
            isNull(oauthGrantTokens.revokedAt),
            gt(oauthGrantTokens.expiresAt, sql`now()`),
            isNull(oauthGrants.revokedAt),
          ),
        );
      return row;
    },
  };
}

export type ApiAccessRepo = ReturnType<typeof createApiAccessRepo>;
