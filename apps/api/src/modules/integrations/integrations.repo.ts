import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { globalTokenIntegrations, integrationSetupSteps, oauthStates } from '../../platform/db/schema';

export type GlobalTokenRow = {
  id: number;
  integrationCode: string;
  status: string;
  requestedByUserId: number | null;
  createdAt: Date;
};

export type OauthStateRow = {
  accountId: number;
  userId: number;
  provider: string;
  expiresAt: Date;
  /** The partner setup page the consent was started from (decision 0144); null from the integrations page. */
  returnPath?: string | null;
};

/** A stored setup step: started, completed or skipped (a step without a row is unstarted). */
export type SetupStepRow = { accountId: number; step: string; status: string };

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

    /** A global-token integration by its id, whichever account's: the service checks whose it may touch. */
    async globalTokenById(id: number) {
      const [row] = await db
        .select({ accountId: globalTokenIntegrations.accountId, code: globalTokenIntegrations.integrationCode })
        .from(globalTokenIntegrations)
        .where(eq(globalTokenIntegrations.id, id));
      return row;
    },

    /** Verifies the account's request: access_requested → active (spec 000 §4). */
    async activateGlobalToken(accountId: number, id: number) {
      await db
        .update(globalTokenIntegrations)
        .set({ status: 'active', updatedAt: sql`now()` })
        .where(and(eq(globalTokenIntegrations.id, id), eq(globalTokenIntegrations.accountId, accountId)));
    },

    async setupSteps(accountIds: number[]): Promise<SetupStepRow[]> {
      if (accountIds.length === 0) return [];
      return db
        .select({
          accountId: integrationSetupSteps.accountId,
          step: integrationSetupSteps.step,
          status: integrationSetupSteps.status,
        })
        .from(integrationSetupSteps)
        .where(inArray(integrationSetupSteps.accountId, accountIds));
    },

    /** Stores a step's state; unstarted is no row. */
    async setSetupStep(accountId: number, step: string, status: 'unstarted' | 'started' | 'completed' | 'skipped') {
      if (status === 'unstarted') {
        await db
          .delete(integrationSetupSteps)
          .where(and(eq(integrationSetupSteps.accountId, accountId), eq(integrationSetupSteps.step, step)));
        return;
      }
      await db
        .insert(integrationSetupSteps)
        .values({ accountId, step, status })
        .onConflictDoUpdate({
          target: [integrationSetupSteps.accountId, integrationSetupSteps.step],
          set: { status, updatedAt: sql`now()` },
        });
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
        returnPath: oauthStates.returnPath,
      });
      return row ?? null;
    },
  };
}

export type IntegrationsRepo = ReturnType<typeof createIntegrationsRepo>;
