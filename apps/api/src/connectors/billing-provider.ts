/** A subscription as the payment provider says it now (never as an event's payload said it). */
export type ProviderSubscription = {
  id: string;
  customerId: string;
  status: string;
  collectionMethod: string;
  currentPeriodEnd: Date | null;
  amountCents: number;
  quantity: number;
  intervalUnit: 'month' | 'year';
  cardLastFour: string | null;
  cardExpiryMonth: number | null;
  cardExpiryYear: number | null;
};

export type ProviderInvoice = {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  status: string;
  totalCents: number;
  issuedAt: Date;
};

/** A verified webhook event: what happened and to which object; the object itself is read from the provider. */
export type ProviderEvent = {
  id: string;
  type: string;
  created: Date;
  customerId: string | null;
  subscriptionId: string | null;
  invoiceId: string | null;
};

export type CheckoutRequest = {
  customerId: string;
  accountId: number;
  planName: string;
  unitCents: number;
  intervalUnit: 'month' | 'year';
  quantity: number;
  setupFeeCents: number;
  successUrl: string;
  cancelUrl: string;
};

/** Paid at once (the sandbox), or the provider's hosted payment page: the card never reaches Repute. */
export type CheckoutStarted =
  | { kind: 'redirect'; url: string }
  | { kind: 'paid'; subscription: ProviderSubscription; invoice: ProviderInvoice };

/** A one-off charge of the card on file (SMS credits): paid, or declined with the provider's reason. */
export type ChargeRequest = { customerId: string; subscriptionId: string; amountCents: number; description: string };
export type ChargeResult = { id: string; paid: true } | { id: string | null; paid: false; reason: string };

/** A webhook that is not the provider's: unsigned, signed with another secret, too old or malformed. */
export class UnverifiedEventError extends Error {}

/** What Repute asks of a payment provider (decision 0134): the Stripe client, or the demo's sandbox. */
export type BillingProvider = {
  name: 'stripe' | 'sandbox';
  createCustomer(input: { accountId: number; name: string }): Promise<string>;
  startCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  subscription(id: string): Promise<ProviderSubscription>;
  invoice(id: string): Promise<ProviderInvoice>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Bills a running subscription for a new number of locations, prorated; `stored` is what Repute last heard. */
  updateQuantity(stored: ProviderSubscription, quantity: number): Promise<ProviderSubscription>;
  /** Throws UnverifiedEventError unless the body carries the provider's signature. */
  verifyEvent(rawBody: string, signature: string | undefined): ProviderEvent;
};
