import { USER_TYPE_ID } from '@repute/domain';
import { TOKEN_PREFIXES } from '@repute/domain/api-access';
import { and, asc, eq } from 'drizzle-orm';
import { hashSecret, newSecret } from '../platform/auth/tokens';
import type { Database } from '../platform/db/client';
import { apiTokens, oauthClients, users } from '../platform/db/schema';

const HOUR = 3_600_000;

/**
 * Issue 31 in the demo (decision 0160): the admin's personal API token of a nightly script, used two hours ago, and a
 * registered OAuth application. Their secrets are random and kept nowhere: the demo shows them, nobody can use them.
 */
export async function seedDemoApiAccess(db: Database, accountId: number) {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.userTypeId, USER_TYPE_ID.admin)))
    .orderBy(asc(users.id))
    .limit(1);
  if (!admin) return;
  const token = `${TOKEN_PREFIXES.personal}${newSecret()}`;
  await db.insert(apiTokens).values({
    accountId,
    userId: admin.id,
    name: 'Nightly export script',
    scopes: ['reviews:read', 'exports:read'],
    tokenHash: hashSecret(token),
    hint: token.slice(0, TOKEN_PREFIXES.personal.length + 8),
    lastUsedAt: new Date(Date.now() - 2 * HOUR),
  });
  await db.insert(oauthClients).values({
    accountId,
    name: 'Zapier',
    clientId: `${TOKEN_PREFIXES.clientId}demo${accountId}`,
    secretHash: hashSecret(newSecret()),
    redirectUris: ['https://zapier.com/dashboard/auth/oauth/return/App123CLIAPI/'],
    confidential: true,
    createdByUserId: admin.id,
  });
}
