import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { ProviderInvoice, ProviderSubscription } from '../../connectors/billing-provider';
import type { Database } from '../../platform/db/client';
import {
  accountBilling,
  accountSettings,
  accounts,
  billingEvents,
  billingInvoices,
  billingPlans,
} from '../../platform/db/schema';

export type PlanRow = typeof billingPlans.$inferSelect;
export type AccountBillingRow = typeof accountBilling.$inferSelect;

/** The only SQL of billing: plans, each account's subscription, invoices and the provider's events seen. */
export function createBillingRepo(db: Database) {
  return {
    plans: () => db.select().from(billingPlans).orderBy(asc(billingPlans.monthlyUnitCents), asc(billingPlans.id)),

    async plan(id: number) {
      const [row] = await db.select().from(billingPlans).where(eq(billingPlans.id, id));
      return row;
    },

    /** The operator's `repute plans add` (decision 0152). */
    async addPlan(values: typeof billingPlans.$inferInsert) {
      const [row] = await db.insert(billingPlans).values(values).returning();
      return row;
    },

    /** The operator's `repute plans update`: only the fields given change; undefined when there is no such plan. */
    async updatePlan(id: number, values: Partial<typeof billingPlans.$inferInsert>) {
      const [row] = await db.update(billingPlans).set(values).where(eq(billingPlans.id, id)).returning();
      return row;
    },

    async billingOf(accountId: number) {
      const [row] = await db.select().from(accountBilling).where(eq(accountBilling.accountId, accountId));
      return row;
    },

    async accountOfCustomer(customerId: string) {
      const [row] = await db
        .select({ accountId: accountBilling.accountId })
        .from(accountBilling)
        .where(eq(accountBilling.customerId, customerId));
      return row?.accountId;
    },

    /** The plan chosen at checkout and the provider's customer, before the provider says it is paid. */
    async choosePlan(
      accountId: number,
      values: { planId: number; intervalUnit: 'month' | 'year'; provider: string; customerId: string },
    ) {
      await db
        .insert(accountBilling)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: accountBilling.accountId, set: values });
    },

    async saveSubscription(accountId: number, subscription: ProviderSubscription) {
      await db
        .update(accountBilling)
        .set({
          subscriptionId: subscription.id,
          subscriptionStatus: subscription.status,
          collectionMethod: subscription.collectionMethod,
          currentPeriodEnd: subscription.currentPeriodEnd,
          amountCents: subscription.amountCents,
          quantity: subscription.quantity,
          intervalUnit: subscription.intervalUnit,
          cardLastFour: subscription.cardLastFour,
          cardExpiryMonth: subscription.cardExpiryMonth,
          cardExpiryYear: subscription.cardExpiryYear,
        })
        .where(eq(accountBilling.accountId, accountId));
    },

    /** Adds bought SMS credits; answers the new balance (none without a billing row: the caller made one). */
    async addSmsCredits(accountId: number, quantity: number) {
      const [row] = await db
        .update(accountBilling)
        .set({ smsCredits: sql`${accountBilling.smsCredits} + ${quantity}` })
        .where(eq(accountBilling.accountId, accountId))
        .returning({ smsCredits: accountBilling.smsCredits });
      return row?.smsCredits ?? 0;
    },

    /** Spends one SMS credit if the account has one left: false (nothing spent) when none is. */
    async spendSmsCredit(accountId: number) {
      const rows = await db
        .update(accountBilling)
        .set({ smsCredits: sql`${accountBilling.smsCredits} - 1` })
        .where(and(eq(accountBilling.accountId, accountId), sql`${accountBilling.smsCredits} > 0`))
        .returning({ smsCredits: accountBilling.smsCredits });
      return rows.length > 0;
    },

    /** Counts a failed renewal (the dunning e-mail's number), or clears the count once one is paid. */
    async countFailedPayment(accountId: number, failed: boolean) {
      const [row] = await db
        .update(accountBilling)
        .set({ failedPayments: failed ? sql`${accountBilling.failedPayments} + 1` : 0 })
        .where(eq(accountBilling.accountId, accountId))
        .returning({ failedPayments: accountBilling.failedPayments });
      return row?.failedPayments ?? 0;
    },

    async saveInvoice(accountId: number, invoice: ProviderInvoice) {
      const values = { status: invoice.status, totalCents: invoice.totalCents, issuedAt: invoice.issuedAt };
      await db
        .insert(billingInvoices)
        .values({ accountId, providerInvoiceId: invoice.id, type: 'provider', ...values })
        .onConflictDoUpdate({ target: [billingInvoices.accountId, billingInvoices.providerInvoiceId], set: values });
    },

    invoices: (accountId: number) =>
      db
        .select()
        .from(billingInvoices)
        .where(eq(billingInvoices.accountId, accountId))
        .orderBy(desc(billingInvoices.issuedAt), desc(billingInvoices.id)),

    /** True the first time an event id is seen: a redelivered event is then acknowledged and ignored. */
    async firstSight(eventId: string, type: string) {
      const rows = await db
        .insert(billingEvents)
        .values({ id: eventId, type })
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      return rows.length > 0;
    },

    /** Paying activates the account; a subscription the provider gave up on makes it inactive. */
    async setAccountStatus(accountId: number, status: 'active' | 'inactive') {
      await db
        .update(accounts)
        .set({ status })
        .where(and(eq(accounts.id, accountId), sql`${accounts.status} <> ${status}`));
    },

    /** A paid plan's features are account settings: paying turns them on (never off: the operator may add more). */
    async turnOnSettings(accountId: number, codes: string[]) {
      if (codes.length === 0) return;
      await db
        .insert(accountSettings)
        .values(codes.map((code) => ({ accountId, code, value: 'true' })))
        .onConflictDoUpdate({ target: [accountSettings.accountId, accountSettings.code], set: { value: 'true' } });
    },

    /** A partner's children that are or were in trial (or the one child asked for), with the plan each is on. */
    childTrials: (parentId: number, childId?: number) =>
      db
        .select({
          id: accounts.id,
          name: accounts.name,
          status: accounts.status,
          trialStartedAt: accounts.trialStartedAt,
          trialEndedAt: accounts.trialEndedAt,
          planName: billingPlans.name,
        })
        .from(accounts)
        .leftJoin(accountBilling, eq(accountBilling.accountId, accounts.id))
        .leftJoin(billingPlans, eq(billingPlans.id, accountBilling.planId))
        .where(
          and(
            eq(accounts.parentId, parentId),
            childId === undefined
              ? or(eq(accounts.status, 'trial'), isNotNull(accounts.trialStartedAt))
              : eq(accounts.id, childId),
          ),
        )
        .orderBy(asc(accounts.name), asc(accounts.id)),

    async setTrialEnd(accountId: number, trialEndedAt: Date) {
      await db.update(accounts).set({ trialEndedAt }).where(eq(accounts.id, accountId));
    },

    /** A partner's conversion: the plan its child is on, billed to the partner (no provider customer of its own). */
    async putOnPlan(accountId: number, planId: number) {
      const values = { planId, intervalUnit: 'month' as const, provider: 'invoice' };
      await db
        .insert(accountBilling)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: accountBilling.accountId, set: values });
    },

    async setBillingProvider(accountId: number, provider: string) {
      await db.update(accounts).set({ billingProvider: provider }).where(eq(accounts.id, accountId));
    },
  };
}

export type BillingRepo = ReturnType<typeof createBillingRepo>;
