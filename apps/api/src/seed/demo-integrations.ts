import { randomBytes } from 'node:crypto';
import { sourceByCode } from '@repute/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { globalTokenIntegrations, integrationSetupSteps, oauthTokens, users } from '../platform/db/schema';
import type { DemoAccount } from './demo-accounts';

const DAY_MS = 86_400_000;

/**
 * The demo account's OAuth tokens. Idempotent: a token the account already holds for a source is kept as
 * it is (seeding again does not move its expiry). The token values are random: they open nothing.
 */
export async function seedDemoIntegrations(db: Database, accountId: number, demo: DemoAccount, now = new Date()) {
  for (const integration of demo.integrations ?? []) {
    const source = sourceByCode(integration.sourceCode);
    if (!source) continue;
    const [creator] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.accountId, accountId), eq(users.email, integration.createdBy)));
    await db
      .insert(oauthTokens)
      .values({
        accountId,
        sourceId: source.id,
        accessToken: randomBytes(32).toString('base64url'),
        refreshToken: integration.expiresInDays === null ? randomBytes(32).toString('base64url') : null,
        expiresAt:
          integration.expiresInDays === null ? null : new Date(now.getTime() + integration.expiresInDays * DAY_MS),
        createdByUserId: creator?.id ?? null,
      })
      .onConflictDoNothing();
  }
}

/** The demo partner's view of a child's setup (decision 0144). Idempotent: what is there already is kept. */
export async function seedDemoPartnerSetup(db: Database, accountId: number, demo: DemoAccount) {
  const setup = demo.partnerSetup;
  if (!setup) return;
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.isAccountOwner, true)));
  for (const [step, status] of Object.entries(setup.steps)) {
    await db.insert(integrationSetupSteps).values({ accountId, step, status }).onConflictDoNothing();
  }
  const sites = [
    ...setup.requested.map((code) => ({ code, status: 'access_requested' })),
    ...setup.active.map((code) => ({ code, status: 'active' })),
  ];
  for (const { code, status } of sites) {
    await db
      .insert(globalTokenIntegrations)
      .values({ accountId, integrationCode: code, status, requestedByUserId: owner?.id ?? null })
      .onConflictDoNothing();
  }
}
