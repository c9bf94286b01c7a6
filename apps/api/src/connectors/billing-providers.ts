import type { BillingProvider } from './billing-provider';
import { createBillingSandbox } from './billing-sandbox';
import { createStripeBilling, type StripeSettings } from './stripe-billing';

export type BillingSettings = { mode: 'off' } | { mode: 'sandbox' } | ({ mode: 'stripe' } & StripeSettings);

/** The provider BILLING names: none when off, the offline sandbox, or Stripe (decision 0134). */
export function createBillingProvider(settings: BillingSettings): BillingProvider | undefined {
  if (settings.mode === 'off') return undefined;
  if (settings.mode === 'sandbox') return createBillingSandbox();
  return createStripeBilling(settings);
}
