import { DEFAULT_ACCOUNT_SETTINGS } from '@repute/domain';
import { eq, sql } from 'drizzle-orm';
import { createReviewAnalysis } from '../modules/insights';
import { createAnalysisRepo } from '../modules/insights/analysis.repo';
import { hashPassword } from '../platform/auth/tokens';
import type { Database } from '../platform/db/client';
import {
  accountSettings,
  accounts,
  groupLocations,
  groups,
  locations,
  users,
  whitelabels,
} from '../platform/db/schema';
import type { FileStorage } from '../platform/storage/file-storage';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts';
import { seedDemoApiAccess } from './demo-api-access';
import { seedDemoAudit, seedDemoStaff } from './demo-audit';
import { seedDemoAutoReplies } from './demo-auto-replies';
import { seedDemoBenchmarks } from './demo-benchmarks';
import { seedDemoBilling, seedDemoPlans } from './demo-billing';
import { seedDemoCompetitors } from './demo-competitors';
import { enrichDemoLocations } from './demo-enrichment';
import { seedDemoIntegrations, seedDemoPartnerSetup } from './demo-integrations';
import { seedDemoListings } from './demo-listings';
import { seedDemoLocalSearch } from './demo-local-search';
import { seedDemoPhotos } from './demo-photos';
import { seedDemoReviews } from './demo-reviews';
import { seedDemoScorecards } from './demo-scorecards';
import { seedDemoSso } from './demo-sso';
import { seedDemoWebhooks } from './demo-webhooks';
import { seedDemoWidgets } from './demo-widgets';

const DAY_MS = 86_400_000;

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: accounts.id }).from(accounts).limit(1);
  return rows.length === 0;
}

/**
 * Seeds the demo accounts of issue 2 §8. Idempotent: an account that already exists (by name) is not
 * created again; its locations only get the location-management data they lack (enrichDemoLocations).
 */
/** With `files`, the demo's photos are drawn and stored there too (the tests' data leaves them out). */
export async function seedDemo(db: Database, files?: FileStorage): Promise<{ created: string[] }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created: string[] = [];
  const analysis = createReviewAnalysis(createAnalysisRepo(db));
  const idsByName = new Map<string, number>();
  await seedDemoPlans(db);
  for (const demo of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, demo.name));
    if (existing) {
      idsByName.set(demo.name, existing.id);
    } else {
      const parentId = demo.parent ? idsByName.get(demo.parent) : undefined;
      idsByName.set(demo.name, await createAccount(db, demo, parentId ?? null, passwordHash));
      created.push(demo.name);
    }
    const accountId = idsByName.get(demo.name);
    if (accountId) {
      await enrichDemoLocations(db, accountId, demo);
      await seedDemoReviews(db, accountId, demo.vertical);
      // The demo opens with its keywords and categories: its reviews are analysed now, not by the first job.
      await analysis.analyseWaiting(accountId);
      await seedDemoIntegrations(db, accountId, demo);
      await seedDemoPartnerSetup(db, accountId, demo);
      // Scanned once, when the account is created; after that the worker's sweeps keep the listings.
      if (created.includes(demo.name)) {
        await seedDemoBilling(db, accountId, demo);
        await seedDemoListings(db, accountId, demo);
        await seedDemoWidgets(db, accountId, demo);
        await seedDemoLocalSearch(db, accountId, demo);
        await seedDemoAutoReplies(db, accountId);
        await seedDemoCompetitors(db, accountId);
        await seedDemoWebhooks(db, accountId);
        if (demo.name === 'Northwind Dental') await seedDemoSso(db, accountId, 'northwind.example');
        await seedDemoApiAccess(db, accountId);
        if (files) await seedDemoPhotos(db, files, accountId);
        const owner = demo.users.find((user) => user.owner);
        if (demo.isParent && owner) await seedDemoScorecards(db, accountId, owner.email);
      }
    }
  }
  await seedDemoBenchmarks(db);
  await seedDemoStaff(db);
  // After every account: the history names the demo's staff member, whose account may come later in the list.
  for (const demo of DEMO_ACCOUNTS) {
    const accountId = idsByName.get(demo.name);
    const owner = demo.users.find((user) => user.owner);
    if (accountId && owner && created.includes(demo.name)) await seedDemoAudit(db, accountId, owner.email);
  }
  // Statistics for the tables just filled: until autovacuum gets round to them (a minute or more), the planner
  // guesses at empty tables, and the demo's first minute of reads cost the database twice the CPU (decision 0184).
  if (created.length > 0) await db.execute(sql`analyze`);
  return { created };
}

async function createAccount(db: Database, demo: DemoAccount, parentId: number | null, passwordHash: string) {
  return db.transaction(async (tx) => {
    const now = Date.now();
    const [account] = await tx
      .insert(accounts)
      .values({
        name: demo.name,
        status: demo.status,
        trialStartedAt: demo.trialDaysLeft === undefined ? null : new Date(now - 4 * DAY_MS),
        trialEndedAt: demo.trialDaysLeft === undefined ? null : new Date(now + demo.trialDaysLeft * DAY_MS),
        segment: demo.segment,
        parentId,
        isParent: demo.isParent ?? false,
        billingProvider: demo.isParent ? 'invoice' : 'zuora',
        accountVerticalName: demo.vertical,
        customerSuccessManagerId: 1,
        customerSuccessManagerName: 'Jordan Ellis',
      })
      .returning({ id: accounts.id });
    if (!account) throw new Error(`account ${demo.name} not stored`);
    const accountId = account.id;
    await tx
      .insert(accountSettings)
      .values(Object.entries(DEFAULT_ACCOUNT_SETTINGS).map(([code, value]) => ({ accountId, code, value })));
    if (demo.whitelabel) await tx.insert(whitelabels).values({ accountId, ...demo.whitelabel });
    await tx.insert(users).values(
      demo.users.map((user) => ({
        accountId,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        userTypeId: user.userTypeId,
        passwordHash,
        isAccountOwner: user.owner ?? false,
        confirmedAt: new Date(now),
      })),
    );
    const groupIds = new Map<string, number>();
    for (const groupName of new Set(demo.locations.flatMap((location) => location.group ?? []))) {
      const [group] = await tx.insert(groups).values({ accountId, name: groupName }).returning({ id: groups.id });
      if (group) groupIds.set(groupName, group.id);
    }
    for (const location of demo.locations) {
      const [row] = await tx
        .insert(locations)
        .values({
          accountId,
          name: location.name,
          publicName: demo.name,
          address: location.address,
          city: location.city,
          state: location.state,
          stateCode: location.stateCode,
          zipcode: location.zipcode,
          phone: location.phone,
          website: demo.website,
          categoryName: demo.category,
          isHeadquarters: location.isHeadquarters ?? false,
          hours: demo.hours,
        })
        .returning({ id: locations.id });
      const groupId = location.group ? groupIds.get(location.group) : undefined;
      if (row && groupId) await tx.insert(groupLocations).values({ accountId, groupId, locationId: row.id });
    }
    return accountId;
  });
}
