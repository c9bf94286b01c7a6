import { z } from 'zod';
import {
  billingDisplaySettingsSchema,
  billingPlanSchema,
  billingStateSchema,
  childTrialSchema,
  planChoiceSchema,
  pricingPreviewSchema,
  smsPreviewSchema,
  smsPurchaseBodySchema,
  smsQuantitySchema,
  trialConversionSchema,
  trialExtensionSchema,
} from '../billing';
import { locationPreviewSchema } from '../listings';
import { idSchema, wholeNumberSchema } from '../whole-numbers';
import { endpoint } from './endpoint';

const accountParams = z.object({ accountId: idSchema });

/** What adding locations would cost the account. */
export const getLocationPreview = endpoint({
  method: 'GET',
  path: '/billing/:accountId/location_preview',
  params: accountParams,
  query: z.object({
    num_added_locations: wholeNumberSchema({
      min: 0,
      max: 10_000,
      message: 'Expected a whole number from 0 to 10000',
    }).default(1),
    nonce: z.string().optional(),
  }),
  responses: { 200: locationPreviewSchema },
  tags: ['billing'],
});

/** Spec 000 §7: whether the screens show prices (not when billing is off). */
export const getBillingDisplaySettings = endpoint({
  method: 'GET',
  path: '/billing/:accountId/display_settings',
  params: accountParams,
  query: z.object({ nonce: z.string().optional() }),
  responses: { 200: billingDisplaySettingsSchema },
  tags: ['billing'],
});

/** Spec 000 §3 "Billing state": plan, subscription, location count, invoices, SMS credits. */
export const getBillingState = endpoint({
  method: 'GET',
  path: '/billing/:accountId',
  params: accountParams,
  query: z.object({ nonce: z.string().optional() }),
  responses: { 200: billingStateSchema },
  tags: ['billing'],
});

/** The operator's plans, cheapest first. */
export const listBillingPlans = endpoint({
  method: 'GET',
  path: '/billing/plans',
  query: z.object({ nonce: z.string().optional() }),
  responses: { 200: z.object({ plans: z.array(billingPlanSchema) }) },
  tags: ['billing'],
});

const planChoice = z.object({ plan_id: idSchema, interval_unit: planChoiceSchema.shape.interval_unit });

/** What a plan would cost the account: the cycle's total, today's prorated part and the setup fee. */
export const getPricingPreview = endpoint({
  method: 'GET',
  path: '/billing/:accountId/pricing_preview',
  params: accountParams,
  query: planChoice.extend({ nonce: z.string().optional() }),
  responses: { 200: pricingPreviewSchema },
  tags: ['billing'],
});

/**
 * Starts paying for a plan: the provider's hosted payment page to send the browser to (no card number reaches
 * Repute), or, with the sandbox, the plan already active.
 */
export const startCheckout = endpoint({
  method: 'POST',
  path: '/billing/:accountId/checkout',
  params: accountParams,
  body: planChoice,
  responses: {
    200: z.object({ checkout_url: z.string().nullable(), account_active: z.boolean() }),
  },
  tags: ['billing'],
});

/** What a number of SMS credits costs. */
export const getSmsPreview = endpoint({
  method: 'GET',
  path: '/billing/:accountId/sms_preview',
  params: accountParams,
  query: z.object({ quantity: smsQuantitySchema, nonce: z.string().optional() }),
  responses: { 200: smsPreviewSchema },
  tags: ['billing'],
});

/** Buys SMS credits with the card on file; a declined card answers 422 with the provider's reason. */
export const purchaseSms = endpoint({
  method: 'POST',
  path: '/billing/:accountId/sms_purchase',
  params: accountParams,
  body: smsPurchaseBodySchema,
  responses: { 200: z.object({ sms_credit_balance: z.number().int() }) },
  tags: ['billing'],
});

/** Stripe's webhook events, signed with the endpoint's secret (Stripe-Signature). */
export const stripeWebhook = endpoint({
  method: 'POST',
  path: '/billing/stripe/webhook',
  responses: { 200: z.object({ received: z.boolean() }) },
  tags: ['billing'],
});

const trialParams = z.object({ id: idSchema });

/** A partner's child accounts that are or were in trial (decision 0152). */
export const listChildTrials = endpoint({
  method: 'GET',
  path: '/accounts/trials',
  query: z.object({ nonce: z.string().optional() }),
  responses: { 200: z.object({ trials: z.array(childTrialSchema) }) },
  tags: ['billing'],
});

/** A partner admin gives a child's running (or just ended) trial more days. */
export const extendChildTrial = endpoint({
  method: 'POST',
  path: '/accounts/trials/:id/extend',
  params: trialParams,
  body: trialExtensionSchema,
  responses: { 200: childTrialSchema },
  tags: ['billing'],
});

/** A partner admin ends a child's trial by putting it on a paid plan: the account turns active. */
export const convertChildTrial = endpoint({
  method: 'POST',
  path: '/accounts/trials/:id/convert',
  params: trialParams,
  body: trialConversionSchema,
  responses: { 200: childTrialSchema },
  tags: ['billing'],
});
