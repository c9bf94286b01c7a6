import type { BillingProvider, ProviderSubscription } from './billing-provider';
import { UnverifiedEventError } from './billing-provider';

/** The sandbox's card: the demo pays with it (Stripe's documented test card's last four). */
const SANDBOX_CARD = { lastFour: '4242', expiryMonth: 12, expiryYear: 2030 } as const;

function periodEnd(from: Date, unit: 'month' | 'year'): Date {
  const end = new Date(from);
  if (unit === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * The demo's offline provider (BILLING=sandbox): a checkout is paid the moment it starts, with the sandbox card.
 * It sends no webhooks and keeps nothing: what Repute stored of the checkout is all there is, so it answers reads
 * of its objects only for what it just made.
 */
export function createBillingSandbox(now: () => Date = () => new Date()): BillingProvider {
  return {
    name: 'sandbox',
    createCustomer: async ({ accountId }) => `sandbox_cus_${accountId}`,
    async startCheckout(request) {
      const started = now();
      const id = `sandbox_sub_${request.accountId}_${started.getTime()}`;
      const amountCents = request.unitCents * request.quantity;
      const subscription: ProviderSubscription = {
        id,
        customerId: request.customerId,
        status: 'active',
        collectionMethod: 'charge_automatically',
        currentPeriodEnd: periodEnd(started, request.intervalUnit),
        amountCents,
        quantity: request.quantity,
        intervalUnit: request.intervalUnit,
        cardLastFour: SANDBOX_CARD.lastFour,
        cardExpiryMonth: SANDBOX_CARD.expiryMonth,
        cardExpiryYear: SANDBOX_CARD.expiryYear,
      };
      const invoice = {
        id: `sandbox_in_${request.accountId}_${started.getTime()}`,
        customerId: request.customerId,
        subscriptionId: id,
        status: 'paid',
        totalCents: amountCents + request.setupFeeCents,
        issuedAt: started,
      };
      return { kind: 'paid', subscription, invoice };
    },
    subscription: (id) => Promise.reject(new Error(`The billing sandbox keeps no subscription (${id})`)),
    invoice: (id) => Promise.reject(new Error(`The billing sandbox keeps no invoice (${id})`)),
    // It keeps nothing, so the subscription is what Repute stored, at the new quantity's price.
    updateQuantity: async (stored, quantity) => ({
      ...stored,
      amountCents: Math.round((stored.amountCents / Math.max(1, stored.quantity)) * quantity),
      quantity,
    }),
    charge: async ({ customerId }) => ({ id: `sandbox_pi_${customerId}_${now().getTime()}`, paid: true }),
    verifyEvent() {
      throw new UnverifiedEventError('The billing sandbox sends no webhooks');
    },
  };
}
