import { z } from 'zod';
import { ACCOUNT_SETTING_CODES } from './account-settings';
import { ACCOUNT_STATUSES } from './accounts';
import { numberFormat } from './intl-formats';
import { idSchema } from './whole-numbers';

/** Who bills the accounts of this install (decision 0134); `off` is a company running Repute for itself. */
export const BILLING_MODES = ['off', 'sandbox', 'stripe'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

export const BILLING_INTERVAL_UNITS = ['month', 'year'] as const;
export type BillingIntervalUnit = (typeof BILLING_INTERVAL_UNITS)[number];

/** What the billing pages say when the operator bills outside Repute (BILLING=off). */
export const BILLING_MANAGED_BY_OPERATOR = 'Billing is managed by the operator of this Repute installation.';

/** A plan the operator sells: prices are per location; `features` are the account settings the plan turns on. */
export const billingPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  monthly_unit_cents: z.number().int(),
  annual_unit_cents: z.number().int(),
  setup_fee_cents: z.number().int(),
  features: z.array(z.string()),
  trial_days: z.number().int(),
  trial_location_limit: z.number().int(),
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;

/** The provider's subscription as spec 000 §3 "Billing state" lists it. */
export const billingSubscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  payment_collection_method: z.string(),
  next_assessment_date: z.string().nullable(),
  current_billing_amount_cents: z.number().int(),
  quantity: z.number().int(),
  interval_unit: z.enum(BILLING_INTERVAL_UNITS),
  card_last_four: z.string().nullable(),
  card_expiry_month: z.number().int().nullable(),
  card_expiry_year: z.number().int().nullable(),
});
export type BillingSubscription = z.infer<typeof billingSubscriptionSchema>;

/** An invoice: `legacy` ones were imported from the previous biller (amounts converted to cents). */
export const billingInvoiceSchema = z.object({
  id: z.string(),
  date: z.string(),
  total_cents: z.number().int(),
  type: z.enum(['legacy', 'provider']),
  status: z.string(),
});
export type BillingInvoice = z.infer<typeof billingInvoiceSchema>;

export const billingStateSchema = z.object({
  billing_mode: z.enum(BILLING_MODES),
  /** The account's biller as the spec's Account says it (zuora for legacy accounts, or the provider's name). */
  billing_provider: z.string().nullable(),
  account_status: z.string(),
  account_active: z.boolean(),
  plan: billingPlanSchema.nullable(),
  subscription: billingSubscriptionSchema.nullable(),
  location_count: z.number().int(),
  invoices: z.array(billingInvoiceSchema),
  sms_credit_balance: z.number().int(),
});
export type BillingState = z.infer<typeof billingStateSchema>;

/** A plan and how often it is billed: what a checkout and a pricing preview take. */
export const planChoiceSchema = z.object({
  plan_id: z.coerce.number({ error: 'Choose a plan' }).int().min(1, { error: 'Choose a plan' }).max(2_147_483_647),
  interval_unit: z.enum(BILLING_INTERVAL_UNITS).default('month'),
});

/** SMS credits (spec 000 §3 "sms preview total; sms purchase"): one credit sends one message (decision 0134). */
export const SMS_CREDIT_UNIT_CENTS = 3;
export const SMS_PURCHASE_LIMITS = { min: 100, max: 100_000 } as const;

export const smsQuantitySchema = z.coerce
  .number({ error: 'Enter a number of credits' })
  .int({ error: 'Enter a whole number of credits' })
  .min(SMS_PURCHASE_LIMITS.min, { error: `Buy at least ${SMS_PURCHASE_LIMITS.min} credits` })
  .max(SMS_PURCHASE_LIMITS.max, { error: `Buy at most ${SMS_PURCHASE_LIMITS.max} credits at once` });

export const smsPurchaseBodySchema = z.object({ quantity: smsQuantitySchema });

export const smsPreviewSchema = z.object({
  quantity: z.number().int(),
  unit_cents: z.number().int(),
  total_cents: z.number().int(),
});

/** Spec 000 §3 "pricing preview". */
export const pricingPreviewSchema = z.object({
  interval: z.number().int(),
  interval_unit: z.enum(BILLING_INTERVAL_UNITS),
  quantity: z.number().int(),
  total_cents: z.number().int(),
  prorated_cents: z.number().int(),
  next_billing_cycle_start_date: z.string(),
  setup_amount: z.number().int(),
});
export type PricingPreview = z.infer<typeof pricingPreviewSchema>;

/** Spec 000 §7 GET /billing/{account_id}/display_settings: what the screens may show of billing. */
export const billingDisplaySettingsSchema = z.object({
  billing_mode: z.enum(BILLING_MODES),
  /** False when billing is off: no price is shown anywhere. */
  show_prices: z.boolean(),
});
export type BillingDisplaySettings = z.infer<typeof billingDisplaySettingsSchema>;

/** A plan's settings are account settings: the plan form and the seed check them against this list. */
export const billingPlanFeatureSchema = z.enum(ACCOUNT_SETTING_CODES);

/** Money in cents as '$49.00'. */
export function formatCents(cents: number): string {
  return numberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** Decision 0152: a partner gives a child's trial more days, 1 to 90 at a time. */
export const TRIAL_EXTENSION_LIMITS = { min: 1, max: 90 } as const;

/** A child account's trial as its partner sees it on /accounts/trials (spec 000 §3 Account fields). */
export const childTrialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  trial_started_at: z.string().nullable(),
  trial_ended_at: z.string().nullable(),
  daysLeftInTrial: z.number().int(),
  plan_name: z.string().nullable(),
});
export type ChildTrial = z.infer<typeof childTrialSchema>;

export const trialExtensionSchema = z.object({
  days: z.coerce
    .number({ error: 'Enter a number of days' })
    .int({ error: 'Enter a whole number of days' })
    .min(TRIAL_EXTENSION_LIMITS.min, { error: `Extend by at least ${TRIAL_EXTENSION_LIMITS.min} day` })
    .max(TRIAL_EXTENSION_LIMITS.max, { error: `Extend by at most ${TRIAL_EXTENSION_LIMITS.max} days at once` }),
});
export type TrialExtension = z.infer<typeof trialExtensionSchema>;

/** Converting a trial: the plan its partner puts it on (none when billing is off). */
export const trialConversionSchema = z.object({ plan_id: idSchema.optional() });
export type TrialConversion = z.infer<typeof trialConversionSchema>;
