import type { PageWindow } from '@repute/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  accountExperiments,
  accountSettings,
  accounts,
  locations,
  oauthTokens,
  reviewResponses,
  reviewSyncStates,
  users,
  whitelabels,
} from '../../platform/db/schema';
import { isWhitelabelSql } from '../auth';

const accountColumns = {
  id: accounts.id,
  name: accounts.name,
  status: accounts.status,
  trialStartedAt: accounts.trialStartedAt,
  trialEndedAt: accounts.trialEndedAt,
  segment: accounts.segment,
  parentId: accounts.parentId,
  isParent: accounts.isParent,
  billingProvider: accounts.billingProvider,
  accountVerticalName: accounts.accountVerticalName,
  customerSuccessManagerId: accounts.customerSuccessManagerId,
  customerSuccessManagerName: accounts.customerSuccessManagerName,
  reviewStatusLabelId: accounts.reviewStatusLabelId,
  timeZone: accounts.timeZone,
  isWhitelabel: isWhitelabelSql,
  // Drizzle leaves columns unqualified in single-table selects, where "id" would mean l.id inside the subquery.
  totalLocations: sql<number>`(select count(*)::int from ${locations} l where l.account_id = accounts.id)`,
};

export type AccountRow = Awaited<ReturnType<ReturnType<typeof createAccountsRepo>['findAccount']>> & {};

export function createAccountsRepo(db: Database) {
  return {
    async findAccount(id: number) {
      const [row] = await db.select(accountColumns).from(accounts).where(eq(accounts.id, id));
      return row;
    },

    async listChildren(parentId: number, { limit, offset }: PageWindow) {
      const where = eq(accounts.parentId, parentId);
      const [rows, [total]] = await Promise.all([
        db.select(accountColumns).from(accounts).where(where).orderBy(asc(accounts.name)).limit(limit).offset(offset),
        db.select({ value: count() }).from(accounts).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async isChildOf(parentId: number, childId: number) {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, childId), eq(accounts.parentId, parentId)));
      return Boolean(row);
    },

    /**
     * What the account has done of its setup (spec 000 §3 "Setup progress"), read from the tables where it
     * happens: the review syncs, the integrations' tokens, the users and the responses.
     */
    async setupFacts(accountId: number, sourceIds: { google: number; facebook: number }) {
      const [row] = await db
        .select({
          // Shadow users stand in for a parent account's users: they are not the account's own teammates.
          users: sql<number>`(select count(*)::int from ${users} u where u.account_id = ${accountId} and u.active and u.shadow_user_id is null)`,
          googleSynced: sql<boolean>`exists (select 1 from ${reviewSyncStates} s where s.account_id = ${accountId} and s.source_id = ${sourceIds.google} and s.last_synced_at is not null)`,
          facebookConnected: sql<boolean>`exists (select 1 from ${oauthTokens} t where t.account_id = ${accountId} and t.source_id = ${sourceIds.facebook} and (t.expires_at is null or t.expires_at > now()))`,
          // Any response counts, published or still on its way: the person has answered a review.
          responsesExist: sql<boolean>`exists (select 1 from ${reviewResponses} r where r.account_id = ${accountId})`,
        })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row;
    },

    async settings(accountId: number, { limit, offset }: PageWindow) {
      const where = eq(accountSettings.accountId, accountId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ code: accountSettings.code, value: accountSettings.value })
          .from(accountSettings)
          .where(where)
          .orderBy(asc(accountSettings.code))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(accountSettings).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async setting(accountId: number, code: string) {
      const [row] = await db
        .select({ value: accountSettings.value })
        .from(accountSettings)
        .where(and(eq(accountSettings.accountId, accountId), eq(accountSettings.code, code)));
      return row?.value;
    },

    async experiments(accountId: number, { limit, offset }: PageWindow) {
      const where = eq(accountExperiments.accountId, accountId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ code: accountExperiments.code, value: accountExperiments.value })
          .from(accountExperiments)
          .where(where)
          .orderBy(asc(accountExperiments.code))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(accountExperiments).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The white-label settings that apply to an account: its own, else its partner account's. */
    async whitelabelFor(accountId: number) {
      const [row] = await db
        .select()
        .from(whitelabels)
        .where(
          sql`${whitelabels.accountId} in (${accountId}, (select parent_id from ${accounts} where id = ${accountId}))`,
        )
        .orderBy(sql`${whitelabels.accountId} = ${accountId} desc`)
        .limit(1);
      return row;
    },

    async whitelabelsByDomain(customDomain: string) {
      return db.select().from(whitelabels).where(sql`lower(${whitelabels.customDomain}) = lower(${customDomain})`);
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
