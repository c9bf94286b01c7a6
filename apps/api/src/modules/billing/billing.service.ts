import {
  type BillingIntervalUnit,
  type BillingMode,
  type BillingState,
  isActiveAccount,
  SMS_CREDIT_UNIT_CENTS,
} from '@repute/domain';
import type { BillingProvider, ProviderSubscription } from '../../connectors/billing-provider';
import { UnverifiedEventError } from '../../connectors/billing-provider';
import type { Caller } from '../../platform/auth/caller';
import type { UnitOfWork } from '../../platform/db/unit-of-work';
import { badRequest, notFound, unprocessable } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mail.jobs';
import type { Brand } from '../../platform/mail/templates';
import type { AccountsService } from '../accounts';
import type { BillingRepo } from './billing.repo';
import { paymentFailedMail } from './billing-mail';
import { billedQuantity, locationPreview, planOf, pricingPreview, unitCents } from './billing-prices';

export type BillingDeps = {
  repo: BillingRepo;
  mode: BillingMode;
  /** The sandbox or Stripe; none when billing is off. */
  provider: BillingProvider | undefined;
  accounts: Pick<AccountsService, 'get'>;
  /** How many locations the account has now (modules/locations). */
  locationCount: (accountId: number) => Promise<number>;
  unitOfWork: UnitOfWork;
  mailer: Mailer;
  brandFor: (accountId: number) => Promise<Brand>;
  adminEmails: (accountId: number) => Promise<string[]>;
  publicUrl: string;
  now?: () => Date;
};

type PlanChoice = { plan_id: number; interval_unit: BillingIntervalUnit };

/** Subscriptions the provider still collects on keep the account active; those it gave up on stop it. */
const LIVE_STATUSES = ['active', 'trialing', 'past_due'];
const ENDED_STATUSES = ['unpaid', 'canceled', 'incomplete_expired', 'paused'];

export const BILLING_OFF_MESSAGE = 'Billing is managed by the operator: there is nothing to pay here.';
export const NO_CARD_MESSAGE = 'Choose a plan on Edit Billing first: SMS credits are charged to its card.';

const smsPreview = (quantity: number) => ({
  quantity,
  unit_cents: SMS_CREDIT_UNIT_CENTS,
  total_cents: quantity * SMS_CREDIT_UNIT_CENTS,
});

/** Plans, subscription, invoices and the provider's events (decision 0134). */
export function createBillingService(deps: BillingDeps) {
  const { repo, mode, provider, accounts, unitOfWork, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const billingOn = mode !== 'off';

  /** The caller's own account, or a child's for a parent; another account answers 404 (accounts.get). */
  const accountOf = (caller: Caller, accountId: number) => accounts.get(caller, accountId);

  async function planFor(billing: { planId: number | null } | undefined) {
    if (billing?.planId) {
      const plan = await repo.plan(billing.planId);
      if (plan) return plan;
    }
    return (await repo.plans())[0];
  }

  async function applySubscription(accountId: number, subscription: ProviderSubscription) {
    await repo.saveSubscription(accountId, subscription);
    if (LIVE_STATUSES.includes(subscription.status)) {
      await repo.setAccountStatus(accountId, 'active');
      const plan = await planFor(await repo.billingOf(accountId));
      if (plan) await repo.turnOnSettings(accountId, plan.features);
    } else if (ENDED_STATUSES.includes(subscription.status)) {
      await repo.setAccountStatus(accountId, 'inactive');
    }
  }

  async function dun(accountId: number, attempt: number) {
    const brand = await deps.brandFor(accountId);
    const link = `${deps.publicUrl}/settings/billing/edit`;
    for (const email of await deps.adminEmails(accountId)) {
      await mailer.send(await paymentFailedMail(email, attempt, link, brand));
    }
  }

  return {
    /**
     * After a location is added or deleted: a running subscription of the configured provider is billed for the
     * new count (at least one), prorated by the provider (decision 0152). Legacy and trial accounts have none.
     */
    async followLocations(accountId: number) {
      if (!provider) return;
      const billing = await repo.billingOf(accountId);
      if (billing?.provider !== provider.name || !billing.subscriptionId || !billing.customerId) return;
      if (!LIVE_STATUSES.includes(billing.subscriptionStatus ?? '')) return;
      const quantity = billedQuantity(await deps.locationCount(accountId));
      if (quantity === billing.quantity) return;
      const stored: ProviderSubscription = {
        id: billing.subscriptionId,
        customerId: billing.customerId,
        status: billing.subscriptionStatus ?? 'active',
        collectionMethod: billing.collectionMethod ?? 'charge_automatically',
        currentPeriodEnd: billing.currentPeriodEnd,
        amountCents: billing.amountCents,
        quantity: billing.quantity,
        intervalUnit: billing.intervalUnit,
        cardLastFour: billing.cardLastFour,
        cardExpiryMonth: billing.cardExpiryMonth,
        cardExpiryYear: billing.cardExpiryYear,
      };
      await repo.saveSubscription(accountId, await provider.updateQuantity(stored, quantity));
    },

    displaySettings: async (caller: Caller, accountId: number) => {
      await accountOf(caller, accountId);
      return { billing_mode: mode, show_prices: billingOn };
    },

    plans: async () => ({ plans: billingOn ? (await repo.plans()).map(planOf) : [] }),

    async state(caller: Caller, accountId: number): Promise<BillingState> {
      const account = await accountOf(caller, accountId);
      const billing = await repo.billingOf(account.id);
      const plan = billing?.planId ? await repo.plan(billing.planId) : undefined;
      return {
        billing_mode: mode,
        billing_provider: account.billing_provider,
        account_status: account.status,
        account_active: isActiveAccount(account, billingOn, now()),
        plan: billingOn && plan ? planOf(plan) : null,
        subscription:
          billingOn && billing?.subscriptionId
            ? {
                id: billing.subscriptionId,
                status: billing.subscriptionStatus ?? 'incomplete',
                payment_collection_method: billing.collectionMethod ?? 'charge_automatically',
                next_assessment_date: billing.currentPeriodEnd?.toISOString() ?? null,
                current_billing_amount_cents: billing.amountCents,
                quantity: billing.quantity,
                interval_unit: billing.intervalUnit,
                card_last_four: billing.cardLastFour,
                card_expiry_month: billing.cardExpiryMonth,
                card_expiry_year: billing.cardExpiryYear,
              }
            : null,
        location_count: account.total_locations,
        invoices: billingOn
          ? (await repo.invoices(account.id)).map((invoice) => ({
              id: invoice.providerInvoiceId,
              date: invoice.issuedAt.toISOString(),
              total_cents: invoice.totalCents,
              type: invoice.type,
              status: invoice.status,
            }))
          : [],
        sms_credit_balance: billing?.smsCredits ?? 0,
      };
    },

    async pricingPreview(caller: Caller, accountId: number, choice: PlanChoice) {
      const account = await accountOf(caller, accountId);
      if (!billingOn) throw unprocessable('billing_off', BILLING_OFF_MESSAGE);
      const plan = await repo.plan(choice.plan_id);
      if (!plan) throw notFound('Plan not found');
      return pricingPreview({
        plan,
        unit: choice.interval_unit,
        locations: account.total_locations,
        current: await repo.billingOf(account.id),
        now: now(),
      });
    },

    async locationPreview(caller: Caller, accountId: number, added: number) {
      const account = await accountOf(caller, accountId);
      const billing = await repo.billingOf(account.id);
      return locationPreview({
        plan: await planFor(billing),
        unit: billing?.intervalUnit ?? 'month',
        trial: account.status === 'trial',
        locations: account.total_locations,
        added,
        billingOn,
      });
    },

    async smsPreview(caller: Caller, accountId: number, quantity: number) {
      await accountOf(caller, accountId);
      if (!billingOn) throw unprocessable('billing_off', BILLING_OFF_MESSAGE);
      return smsPreview(quantity);
    },

    /**
     * Buys SMS credits with the subscription's card, for the caller's own account: credited only once the provider
     * says the charge is paid; a declined card answers 422 with its reason and credits nothing.
     */
    async purchaseSms(caller: Caller, accountId: number, quantity: number) {
      if (accountId !== caller.accountId) throw notFound('Account not found');
      await accountOf(caller, accountId);
      if (!billingOn || !provider) throw unprocessable('billing_off', BILLING_OFF_MESSAGE);
      const billing = await repo.billingOf(accountId);
      if (billing?.provider !== provider.name || !billing.customerId || !billing.subscriptionId) {
        throw unprocessable('no_payment_method', NO_CARD_MESSAGE);
      }
      const { total_cents: amountCents } = smsPreview(quantity);
      const charged = await provider.charge({
        customerId: billing.customerId,
        subscriptionId: billing.subscriptionId,
        amountCents,
        description: `${quantity} SMS credits`,
      });
      if (!charged.paid) throw unprocessable('payment_failed', charged.reason);
      return unitOfWork(async () => {
        await repo.saveInvoice(accountId, {
          id: charged.id,
          customerId: billing.customerId ?? '',
          subscriptionId: null,
          status: 'paid',
          totalCents: amountCents,
          issuedAt: now(),
        });
        return { sms_credit_balance: await repo.addSmsCredits(accountId, quantity) };
      });
    },

    /**
     * Starts paying for a plan, for the caller's own account only: the provider's hosted page takes the card (the
     * account turns active when the provider's signed event says it is paid), or the sandbox pays at once.
     */
    async checkout(caller: Caller, accountId: number, choice: PlanChoice) {
      if (accountId !== caller.accountId) throw notFound('Account not found');
      const account = await accountOf(caller, accountId);
      if (!billingOn || !provider) throw unprocessable('billing_off', BILLING_OFF_MESSAGE);
      const plan = await repo.plan(choice.plan_id);
      if (!plan) throw notFound('Plan not found');
      const current = await repo.billingOf(account.id);
      const reuse = current?.provider === provider.name && current.customerId;
      const customerId = reuse || (await provider.createCustomer({ accountId: account.id, name: account.name }));
      await repo.choosePlan(account.id, {
        planId: plan.id,
        intervalUnit: choice.interval_unit,
        provider: provider.name,
        customerId,
      });
      await repo.setBillingProvider(account.id, provider.name);
      const started = await provider.startCheckout({
        customerId,
        accountId: account.id,
        planName: plan.name,
        unitCents: unitCents(plan, choice.interval_unit),
        intervalUnit: choice.interval_unit,
        quantity: billedQuantity(account.total_locations),
        setupFeeCents: current?.subscriptionId ? 0 : plan.setupFeeCents,
        successUrl: `${deps.publicUrl}/settings/billing?checkout=complete`,
        cancelUrl: `${deps.publicUrl}/settings/billing/edit`,
      });
      if (started.kind === 'redirect') {
        return { checkout_url: started.url, account_active: caller.accountActive };
      }
      await unitOfWork(async () => {
        await applySubscription(account.id, started.subscription);
        await repo.saveInvoice(account.id, started.invoice);
      });
      return { checkout_url: null, account_active: true };
    },

    /**
     * A provider's webhook event: verified against the signing secret first (an unverified one changes nothing),
     * recorded by id (a redelivery is acknowledged and ignored), and applied from the objects as the provider says
     * they are now, so events arriving out of order end in the provider's latest state.
     */
    async handleEvent(rawBody: string, signature: string | undefined) {
      if (!provider) throw notFound('No payment provider is configured');
      let event: ReturnType<BillingProvider['verifyEvent']>;
      try {
        event = provider.verifyEvent(rawBody, signature);
      } catch (error) {
        if (error instanceof UnverifiedEventError) throw badRequest(`Webhook refused: ${error.message}`);
        throw error;
      }
      await unitOfWork(async () => {
        if (!(await repo.firstSight(event.id, event.type))) return;
        const accountId = event.customerId ? await repo.accountOfCustomer(event.customerId) : undefined;
        if (accountId === undefined) return;
        if (event.invoiceId) {
          const invoice = await provider.invoice(event.invoiceId);
          if (invoice.customerId !== event.customerId) return;
          await repo.saveInvoice(accountId, invoice);
          if (event.type === 'invoice.payment_failed')
            await dun(accountId, await repo.countFailedPayment(accountId, true));
          if (event.type === 'invoice.paid') await repo.countFailedPayment(accountId, false);
        }
        if (event.subscriptionId) {
          const subscription = await provider.subscription(event.subscriptionId);
          if (subscription.customerId === event.customerId) await applySubscription(accountId, subscription);
        }
      });
      return { received: true };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
