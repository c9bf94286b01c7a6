import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { globalTokenIntegrations, oauthStates } from '../../platform/db/schema';

export type GlobalTokenRow = {
  id: number;
  integrationCode: string;
  status: string;
  requestedByUserId: number | null;
  createdAt: Date;
};

export type OauthStateRow = { accountId: number; userId: number; provider: string; expiresAt: Date };

const globalTokenColumns = {
  id: globalTokenIntegrations.id,
  integrationCode: globalTokenIntegrations.integrationCode,
  status: globalTokenIntegrations.status,
  requestedByUserId: globalTokenIntegrations.requestedByUserId,
  createdAt: globalTokenIntegrations.createdAt,
};

export function createIntegrationsRepo(db: Database) {
  return {
    async globalTokens(accountId: number): Promise<GlobalTokenRow[]> {
      return db
        .select(globalTokenColumns)
        .from(globalTokenIntegrations)
        .where(eq(globalTokenIntegrations.accountId, accountId));
    },

    /** Records a request for access; null when the account has already asked (or been verified). */
    async requestAccess(accountId: number, integrationCode: string, userId: number): Promise<GlobalTokenRow | null> {
      const [row] = await db
        .insert(globalTokenIntegrations)
        .values({ accountId, integrationCode, requestedByUserId: userId, status: 'access_requested' })
        .onConflictDoNothing()
        .returning(globalTokenColumns);
      return row ?? null;
    },

    /** Keeps a consent's state (as its hash) and clears the account's states that have expired. */
    async saveState(stateHash: string, state: OauthStateRow): Promise<void> {
      await db
        .delete(oauthStates)
        .where(and(eq(oauthStates.accountId, state.accountId), lt(oauthStates.expiresAt, new Date())));
      await db.insert(oauthStates).values({ stateHash, ...state });
    },

    /** Takes a state for good: a second callback with it finds nothing. */
    async takeState(stateHash: string): Promise<OauthStateRow | null> {
      const [row] = await db.delete(oauthStates).where(eq(oauthStates.stateHash, stateHash)).returning({
        accountId: oauthStates.accountId,
        userId: oauthStates.userId,
        provider: oauthStates.provider,
        expiresAt: oauthStates.expiresAt,
      });
      return row ?? null;
    },
  };
}

export type IntegrationsRepo = ReturnType<typeof createIntegrationsRepo>;
