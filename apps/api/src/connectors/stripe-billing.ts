import Stripe from 'stripe';
import {
  type BillingProvider,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderSubscription,
  UnverifiedEventError,
} from './billing-provider';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API address (https://api.stripe.com); a proxy or a test's fake may stand in. */
  apiUrl?: string;
};

/** Where the official client sends its calls: Stripe itself unless STRIPE_API_URL names another address. */
function hostOptions(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
  const items = subscription.items.data;
  const first = items[0];
  const method = typeof subscription.default_payment_method === 'object' ? subscription.default_payment_method : null;
  const card = method?.card ?? null;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    collectionMethod: subscription.collection_method,
    currentPeriodEnd: first ? new Date(first.current_period_end * 1000) : null,
    amountCents: items.reduce((sum, item) => sum + (item.price.unit_amount ?? 0) * (item.quantity ?? 0), 0),
    quantity: first?.quantity ?? 0,
    intervalUnit: first?.price.recurring?.interval === 'year' ? 'year' : 'month',
    cardLastFour: card?.last4 ?? null,
    cardExpiryMonth: card?.exp_month ?? null,
    cardExpiryYear: card?.exp_year ?? null,
  };
}

function invoiceOf(invoice: Stripe.Invoice): ProviderInvoice {
  return {
    id: invoice.id ?? '',
    customerId: idOf(invoice.customer) ?? '',
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    status: invoice.status ?? 'draft',
    totalCents: invoice.total,
    issuedAt: new Date(invoice.created * 1000),
  };
}

/** Which objects an event names: Repute reads them from Stripe afterwards, so a late or replayed event is harmless. */
function eventOf(event: Stripe.Event): ProviderEvent {
  const object = event.data.object as { object?: string; id?: string; customer?: unknown; subscription?: unknown };
  const named: Pick<ProviderEvent, 'subscriptionId' | 'invoiceId'> = { subscriptionId: null, invoiceId: null };
  if (object.object === 'subscription') named.subscriptionId = object.id ?? null;
  if (object.object === 'invoice') {
    const invoice = object as unknown as Stripe.Invoice;
    named.invoiceId = invoice.id ?? null;
    named.subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  }
  if (object.object === 'checkout.session') named.subscriptionId = idOf(object.subscription as string | null);
  return {
    id: event.id,
    type: event.type,
    created: new Date(event.created * 1000),
    customerId: idOf(object.customer as string | null),
    ...named,
  };
}

/**
 * Stripe through its official client (decision 0134): Customers, Checkout (Stripe's hosted page takes the card),
 * Subscriptions priced per location, Invoices, and webhook events checked against the endpoint's signing secret.
 */
export function createStripeBilling(settings: StripeSettings): BillingProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...hostOptions(settings.apiUrl),
    maxNetworkRetries: 2,
    timeout: 15_000,
  });
  return {
    name: 'stripe',
    async createCustomer({ accountId, name }) {
      const customer = await stripe.customers.create({ name, metadata: { account_id: String(accountId) } });
      return customer.id;
    },
    async startCheckout(request) {
      const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = [
        {
          price_data: {
            currency: 'usd',
            unit_amount: request.unitCents,
            recurring: { interval: request.intervalUnit },
            product_data: { name: `${request.planName} (per location)` },
          },
          quantity: request.quantity,
        },
      ];
      if (request.setupFeeCents > 0) {
        lineItems.push({
          price_data: {
            currency: 'usd',
            unit_amount: request.setupFeeCents,
            product_data: { name: `${request.planName} setup` },
          },
          quantity: 1,
        });
      }
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: request.customerId,
        client_reference_id: String(request.accountId),
        line_items: lineItems,
        subscription_data: { metadata: { account_id: String(request.accountId) } },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without its page');
      return { kind: 'redirect', url: session.url };
    },
    async subscription(id) {
      return subscriptionOf(await stripe.subscriptions.retrieve(id, { expand: ['default_payment_method'] }));
    },
    async invoice(id) {
      return invoiceOf(await stripe.invoices.retrieve(id));
    },
    /** The per-location item's quantity, prorated by Stripe (the change is billed on the next invoice). */
    async updateQuantity(stored, quantity) {
      const [item] = (await stripe.subscriptions.retrieve(stored.id)).items.data;
      if (!item) throw new Error(`Stripe subscription ${stored.id} has no item to bill locations on`);
      const updated = await stripe.subscriptions.update(stored.id, {
        items: [{ id: item.id, quantity }],
        proration_behavior: 'create_prorations',
        expand: ['default_payment_method'],
      });
      return subscriptionOf(updated);
    },
    /** Charges the subscription's card off-session; Stripe's answer (not a webhook) says whether it was paid. */
    async charge({ customerId, subscriptionId, amountCents, description }) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const paymentMethod = idOf(subscription.default_payment_method);
      if (!paymentMethod) return { id: null, paid: false, reason: 'No card is on file for this subscription.' };
      try {
        const intent = await stripe.paymentIntents.create({
          amount: amountCents,
          currency: 'usd',
          customer: customerId,
          payment_method: paymentMethod,
          off_session: true,
          confirm: true,
          description,
        });
        return intent.status === 'succeeded'
          ? { id: intent.id, paid: true }
          : { id: intent.id, paid: false, reason: `The payment is ${intent.status.replaceAll('_', ' ')}.` };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) return { id: null, paid: false, reason: error.message };
        throw error;
      }
    },
    verifyEvent(rawBody, signature) {
      if (!signature) throw new UnverifiedEventError('The event carries no Stripe-Signature');
      try {
        return eventOf(stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret));
      } catch (error) {
        throw new UnverifiedEventError(error instanceof Error ? error.message : 'The event is not signed by Stripe');
      }
    },
  };
}
