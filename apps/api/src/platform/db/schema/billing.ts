import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantAccountId } from './tenant';

/** The operator's plans (decision 0134): prices per location, the account settings each turns on, trial rules. */
export const billingPlans = pgTable(
  'billing_plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    monthlyUnitCents: integer('monthly_unit_cents').notNull(),
    annualUnitCents: integer('annual_unit_cents').notNull(),
    setupFeeCents: integer('setup_fee_cents').notNull().default(0),
    features: text('features').array().notNull().default(sql`'{}'`),
    trialDays: integer('trial_days').notNull().default(14),
    trialLocationLimit: integer('trial_location_limit').notNull().default(5),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('billing_plans_name_idx').on(table.name),
    check(
      'billing_plans_prices_check',
      sql`${table.monthlyUnitCents} >= 0 AND ${table.annualUnitCents} >= 0 AND ${table.setupFeeCents} >= 0 AND ${table.trialDays} >= 0 AND ${table.trialLocationLimit} >= 0`,
    ),
  ],
);

/** An account's plan and its subscription as the provider last said it; SMS credits bought. */
export const accountBilling = pgTable(
  'account_billing',
  {
    accountId: tenantAccountId().primaryKey(),
    planId: integer('plan_id').references(() => billingPlans.id, { onDelete: 'set null' }),
    intervalUnit: text('interval_unit', { enum: ['month', 'year'] })
      .notNull()
      .default('month'),
    provider: text('provider').notNull(),
    customerId: text('customer_id'),
    subscriptionId: text('subscription_id'),
    subscriptionStatus: text('subscription_status'),
    collectionMethod: text('collection_method'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    amountCents: integer('amount_cents').notNull().default(0),
    quantity: integer('quantity').notNull().default(0),
    cardLastFour: text('card_last_four'),
    cardExpiryMonth: integer('card_expiry_month'),
    cardExpiryYear: integer('card_expiry_year'),
    /** Renewals that failed in a row: the dunning e-mail goes out on each, the account stops when the provider gives up. */
    failedPayments: integer('failed_payments').notNull().default(0),
    smsCredits: integer('sms_credits').notNull().default(0),
    /** The provider's time of the newest event applied: an older event arriving late changes nothing. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('account_billing_customer_idx').on(table.customerId, table.accountId),
    check('account_billing_sms_credits_check', sql`${table.smsCredits} >= 0`),
  ],
);

/** Invoices: the provider's, and legacy ones imported from the previous biller (amounts in cents). */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    type: text('type', { enum: ['legacy', 'provider'] }).notNull(),
    status: text('status').notNull(),
    totalCents: integer('total_cents').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    uniqueIndex('billing_invoices_provider_idx').on(table.accountId, table.providerInvoiceId),
  ],
);

/** The provider's webhook events already handled, by their id: a redelivery is answered and ignored. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
