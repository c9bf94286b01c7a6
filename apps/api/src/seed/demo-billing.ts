import type { Database } from '../platform/db/client';
import { accountBilling, billingInvoices, billingPlans } from '../platform/db/schema';
import type { DemoAccount } from './demo-accounts';

const DAY_MS = 86_400_000;

/** The demo operator's three plans (decision 0134): per-location prices, the settings each turns on, trial rules. */
export const DEMO_PLANS = [
  {
    name: 'Essentials',
    monthlyUnitCents: 4900,
    annualUnitCents: 49_000,
    setupFeeCents: 0,
    features: ['sms_alerts'],
    trialDays: 14,
    trialLocationLimit: 5,
  },
  {
    name: 'Professional',
    monthlyUnitCents: 7900,
    annualUnitCents: 79_000,
    setupFeeCents: 9900,
    features: ['sms_alerts', 'insights', 'amplify', 'scheduled_exports', 'trial_export'],
    trialDays: 14,
    trialLocationLimit: 5,
  },
  {
    name: 'Enterprise',
    monthlyUnitCents: 12_900,
    annualUnitCents: 129_000,
    setupFeeCents: 19_900,
    features: ['sms_alerts', 'insights', 'amplify', 'scheduled_exports', 'trial_export', 'local_listings', 'webhooks'],
    trialDays: 30,
    trialLocationLimit: 10,
  },
];

export async function seedDemoPlans(db: Database): Promise<void> {
  await db.insert(billingPlans).values(DEMO_PLANS).onConflictDoNothing();
}

/**
 * A paying demo account as a legacy Zuora-billed account shows (billing_provider zuora): its Professional plan, the
 * subscription Zuora reported (id, collection method, next assessment, amount, card) and three monthly invoices
 * imported from Zuora (type legacy; Zuora's dollar amounts converted to cents).
 */
export async function seedDemoBilling(db: Database, accountId: number, demo: DemoAccount): Promise<void> {
  if (demo.status !== 'active' || demo.isParent) return;
  const [plan] = await db.select().from(billingPlans).orderBy(billingPlans.monthlyUnitCents).offset(1).limit(1);
  if (!plan) return;
  const quantity = Math.max(1, demo.locations.length);
  const now = Date.now();
  await db
    .insert(accountBilling)
    .values({
      accountId,
      planId: plan.id,
      provider: 'zuora',
      subscriptionId: `A-S${String(100_000 + accountId).padStart(8, '0')}`,
      subscriptionStatus: 'active',
      collectionMethod: 'charge_automatically',
      currentPeriodEnd: new Date(now + 12 * DAY_MS),
      amountCents: plan.monthlyUnitCents * quantity,
      quantity,
      cardLastFour: '4242',
      cardExpiryMonth: 8,
      cardExpiryYear: 2028,
      smsCredits: 500,
    })
    .onConflictDoNothing();
  await db
    .insert(billingInvoices)
    .values(
      [1, 2, 3].map((monthsAgo) => ({
        accountId,
        providerInvoiceId: `INV${String(accountId * 100 + monthsAgo).padStart(8, '0')}`,
        type: 'legacy' as const,
        status: 'paid',
        totalCents: plan.monthlyUnitCents * quantity,
        issuedAt: new Date(now - (monthsAgo * 30 - 12) * DAY_MS),
      })),
    )
    .onConflictDoNothing();
}
