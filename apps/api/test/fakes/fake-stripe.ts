import { createHmac } from 'node:crypto';
import { type FakeAnswer, type FakeControls, type FakeRequest, startFakeServer } from './fake-http';

/** Stripe's documented test cards: this one is declined (card_declined), the others pay. */
export const DECLINED_CARD = '4000000000000002';
export const GOOD_CARD = '4242424242424242';

type Json = Record<string, unknown>;
type Subscription = Json & {
  id: string;
  customer: string;
  status: string;
  default_payment_method: string;
  items: { object: 'list'; data: (Json & { id: string; quantity: number; price: Json & { unit_amount: number } })[] };
};
type Invoice = Json & { id: string; customer: string; status: string; total: number };

export type FakeStripe = FakeControls & {
  secretKey: string;
  webhookSecret: string;
  customers: Map<string, Json>;
  sessions: Map<string, Json>;
  subscriptions: Map<string, Subscription>;
  invoices: Map<string, Invoice>;
  /** Off-session charges that succeeded (SMS credits). */
  paymentIntents: { id: string; amount: number }[];
  /** The next subscription's card is replaced by a declined one (its charges fail). */
  declineCard: (subscriptionId: string) => void;
  /** Where the fake posts its signed events (the test's webhook endpoint); answers the HTTP status. */
  deliver: (payload: string, signature: string) => Promise<number>;
  /** Every event sent, in order, as its exact payload. */
  sent: { payload: string; signature: string }[];
  /** Stripe's hosted checkout page, as a customer fills it in: a good card pays, a declined one answers why. */
  payCheckout: (sessionId: string, card: string) => Promise<{ declined: boolean; subscriptionId?: string }>;
  /** A renewal's charge fails: the new invoice stays open, the subscription goes past_due. */
  failRenewal: (subscriptionId: string) => Promise<void>;
  /** Smart Retries gave up: the subscription is unpaid. */
  exhaustRetries: (subscriptionId: string) => Promise<void>;
  /** The customer pays the open invoice with another card: the subscription is active again. */
  payOpenInvoice: (subscriptionId: string, card: string) => Promise<void>;
  /** Signs a payload as Stripe does (Stripe-Signature: t=…,v1=HMAC-SHA256 of "t.payload"). */
  sign: (payload: string, secret?: string) => string;
};

const DAY_S = 86_400;

const stripeError = (status: number, type: string, message: string, code?: string): FakeAnswer => ({
  status,
  body: { error: { type, message, ...(code ? { code } : {}) } },
});

/**
 * The slice of Stripe's API Repute uses, on 127.0.0.1, form-encoded in and JSON out with a bearer secret key:
 * POST /v1/customers, POST /v1/checkout/sessions (mode subscription, price_data line items), GET
 * /v1/subscriptions/{id} (expand[]=default_payment_method), GET /v1/invoices/{id}. Its webhook events are signed as
 * Stripe signs them and posted to `deliver`; the test plays the customer with the helpers.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Subscription>();
  const invoices = new Map<string, Invoice>();
  const paymentMethods = new Map<string, Json>();
  const paymentIntents: { id: string; amount: number }[] = [];
  let serial = 0;
  let clock = Math.floor(Date.parse('2026-11-01T12:00:00Z') / 1000);
  const nextId = (prefix: string) => `${prefix}_fake${++serial}`;
  const tick = () => ++clock;

  function route(request: FakeRequest): FakeAnswer {
    const path = request.url.pathname;
    const body = request.body as Record<string, string>;
    if (request.method === 'POST' && path === '/v1/customers') {
      const customer = { id: nextId('cus'), object: 'customer', name: body.name ?? null, created: tick() };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      if (body.mode !== 'subscription' || !customers.has(body.customer ?? '')) {
        return stripeError(400, 'invalid_request_error', 'No such customer or mode', 'resource_missing');
      }
      const quantity = Number(body['line_items[0][quantity]']);
      if (!Number.isInteger(quantity) || quantity < 1) {
        return stripeError(400, 'invalid_request_error', 'Invalid integer: quantity', 'parameter_invalid_integer');
      }
      const id = nextId('cs');
      const session = {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        customer: body.customer,
        client_reference_id: body.client_reference_id ?? null,
        status: 'open',
        subscription: null,
        url: `${fake.url}/pay/${id}`,
        line_items: body,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && subscription) {
      const found = subscriptions.get(subscription[1] ?? '');
      if (!found) return stripeError(404, 'invalid_request_error', 'No such subscription', 'resource_missing');
      const expand = [...request.url.searchParams].some(
        ([key, value]) => key.startsWith('expand') && value === 'default_payment_method',
      );
      return {
        status: 200,
        body: expand ? { ...found, default_payment_method: paymentMethods.get(found.default_payment_method) } : found,
      };
    }
    if (request.method === 'POST' && subscription) {
      const found = subscriptions.get(subscription[1] ?? '');
      if (!found) return stripeError(404, 'invalid_request_error', 'No such subscription', 'resource_missing');
      const quantity = Number(body['items[0][quantity]']);
      const item = found.items.data.find((candidate) => candidate.id === body['items[0][id]']);
      if (!item || !Number.isInteger(quantity) || quantity < 1) {
        return stripeError(400, 'invalid_request_error', 'Invalid subscription item or quantity', 'parameter_invalid');
      }
      item.quantity = quantity;
      const expanded = body['expand[0]'] === 'default_payment_method';
      return {
        status: 200,
        body: expanded ? { ...found, default_payment_method: paymentMethods.get(found.default_payment_method) } : found,
      };
    }
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const method = paymentMethods.get(body.payment_method ?? '') as { card?: { last4?: string } } | undefined;
      if (!method || body.confirm !== 'true' || body.off_session !== 'true') {
        return stripeError(400, 'invalid_request_error', 'No such PaymentMethod', 'resource_missing');
      }
      const id = nextId('pi');
      if (method.card?.last4 === DECLINED_CARD.slice(-4)) {
        return stripeError(402, 'card_error', 'Your card was declined.', 'card_declined');
      }
      const intent = { id, object: 'payment_intent', amount: Number(body.amount), status: 'succeeded' };
      paymentIntents.push(intent);
      return { status: 200, body: intent };
    }
    const invoice = /^\/v1\/invoices\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && invoice) {
      const found = invoices.get(invoice[1] ?? '');
      if (!found) return stripeError(404, 'invalid_request_error', 'No such invoice', 'resource_missing');
      return { status: 200, body: found };
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${path})`);
  }

  const controls = await startFakeServer(
    {
      route,
      unauthorized: stripeError(401, 'invalid_request_error', 'Invalid API Key provided'),
      throttled: () => stripeError(429, 'rate_limit_error', 'Too many requests'),
      unavailable: stripeError(500, 'api_error', 'Something went wrong on our end'),
    },
    'sk_test_fake',
  );

  function sign(payload: string, secret = fake.webhookSecret) {
    const timestamp = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
    return `t=${timestamp},v1=${v1}`;
  }

  async function emit(type: string, object: Json) {
    const payload = JSON.stringify({
      id: nextId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: tick(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = sign(payload);
    fake.sent.push({ payload, signature });
    const status = await fake.deliver(payload, signature);
    if (status >= 300) throw new Error(`the webhook endpoint answered ${status} to ${type}`);
  }

  function newCard(card: string) {
    const method = {
      id: nextId('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: card.slice(-4), exp_month: 12, exp_year: 2030 },
    };
    paymentMethods.set(method.id, method);
    return method.id;
  }

  function newInvoice(subscriptionId: string, customer: string, total: number, status: string): Invoice {
    const created = tick();
    const made: Invoice = {
      id: nextId('in'),
      object: 'invoice',
      customer,
      status,
      total,
      created,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    };
    invoices.set(made.id, made);
    return made;
  }

  function subscriptionOf(id: string) {
    const found = subscriptions.get(id);
    if (!found) throw new Error(`no subscription ${id}`);
    return found;
  }

  const fake: FakeStripe = Object.assign(controls, {
    secretKey: 'sk_test_fake',
    webhookSecret: 'whsec_fake_signing_secret',
    customers,
    sessions,
    subscriptions,
    invoices,
    paymentIntents,
    declineCard(subscriptionId: string) {
      subscriptionOf(subscriptionId).default_payment_method = newCard(DECLINED_CARD);
    },
    deliver: async () => 500,
    sent: [],
    sign,
    async payCheckout(sessionId: string, card: string) {
      const session = sessions.get(sessionId);
      if (session === undefined) throw new Error(`no checkout session ${sessionId}`);
      if (session.status !== 'open') throw new Error(`checkout session ${sessionId} is ${session.status}`);
      if (card === DECLINED_CARD) return { declined: true };
      const items = session.line_items as Record<string, string>;
      const unit = Number(items['line_items[0][price_data][unit_amount]']);
      const quantity = Number(items['line_items[0][quantity]']);
      const setup = Number(items['line_items[1][price_data][unit_amount]'] ?? 0);
      const interval = items['line_items[0][price_data][recurring][interval]'] ?? 'month';
      const start = tick();
      const subscription: Subscription = {
        id: nextId('sub'),
        object: 'subscription',
        customer: String(session.customer),
        status: 'active',
        collection_method: 'charge_automatically',
        default_payment_method: newCard(card),
        created: start,
        items: {
          object: 'list',
          data: [
            {
              id: nextId('si'),
              object: 'subscription_item',
              quantity,
              current_period_start: start,
              current_period_end: start + (interval === 'year' ? 365 : 30) * DAY_S,
              price: { id: nextId('price'), object: 'price', unit_amount: unit, recurring: { interval } },
            },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      const invoice = newInvoice(subscription.id, subscription.customer, unit * quantity + setup, 'paid');
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
      await emit('checkout.session.completed', session);
      await emit('customer.subscription.created', subscription);
      await emit('invoice.paid', invoice);
      return { declined: false, subscriptionId: subscription.id };
    },
    async failRenewal(subscriptionId: string) {
      const subscription = subscriptionOf(subscriptionId);
      const item = subscription.items.data[0];
      const invoice = newInvoice(
        subscriptionId,
        subscription.customer,
        (item?.price.unit_amount ?? 0) * (item?.quantity ?? 0),
        'open',
      );
      subscription.status = 'past_due';
      await emit('invoice.payment_failed', invoice);
    },
    async exhaustRetries(subscriptionId: string) {
      const subscription = subscriptionOf(subscriptionId);
      subscription.status = 'unpaid';
      await emit('customer.subscription.updated', subscription);
    },
    async payOpenInvoice(subscriptionId: string, card: string) {
      const subscription = subscriptionOf(subscriptionId);
      const open = [...invoices.values()].find(
        (invoice) => invoice.status === 'open' && JSON.stringify(invoice.parent).includes(subscriptionId),
      );
      if (!open) throw new Error(`no open invoice of ${subscriptionId}`);
      if (card === DECLINED_CARD) return;
      subscription.default_payment_method = newCard(card);
      subscription.status = 'active';
      open.status = 'paid';
      await emit('invoice.paid', open);
    },
  });
  return fake;
}
