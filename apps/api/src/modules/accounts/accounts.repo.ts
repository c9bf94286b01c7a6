import type { PageWindow } from '@repute/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { accountExperiments, accountSettings, accounts, whitelabels } from '../../platform/db/schema';
import { isWhitelabelSql } from './whitelabel-sql';

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
};

export type AccountRow = Awaited<ReturnType<ReturnType<typeof createAccountsRepo>['findAccount']>> & {};

export function createAccountsRepo(db: Database) {
  return {
    async findAccount(id: number) {
      const [row] = await db.select(accountColumns).from(accounts).where(eq(accounts.id, id));
      return row;
    },

    /** What an admin changes of the account (decision 0133): only the fields given. */
    async updateAccount(id: number, values: { name?: string; accountVerticalName?: string | null }) {
      if (Object.keys(values).length === 0) return;
      await db.update(accounts).set(values).where(eq(accounts.id, id));
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

    async setSetting(accountId: number, code: string, value: string) {
      await db
        .insert(accountSettings)
        .values({ accountId, code, value })
        .onConflictDoUpdate({ target: [accountSettings.accountId, accountSettings.code], set: { value } });
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
