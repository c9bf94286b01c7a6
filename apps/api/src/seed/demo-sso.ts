import { USER_TYPE_ID } from '@repute/domain';
import type { Database } from '../platform/db/client';
import { oidcConfigurations, oidcEmailDomains } from '../platform/db/schema';

/**
 * Issue 31 in the demo (decision 0156): Northwind's single sign-on, filled in but off, so its admin sees the settings
 * as an IT department leaves them before the switch-over. The issuer is a documentation domain: "Test connection"
 * says it cannot be reached, as it would for a provider not set up yet. A public client (PKCE only): no secret.
 */
export async function seedDemoSso(db: Database, accountId: number, emailDomain: string) {
  await db.insert(oidcConfigurations).values({
    accountId,
    enabled: false,
    issuer: 'https://login.northwind.example',
    clientId: 'repute-northwind',
    jitUserTypeId: USER_TYPE_ID.user,
  });
  await db.insert(oidcEmailDomains).values({ accountId, domain: emailDomain });
}
