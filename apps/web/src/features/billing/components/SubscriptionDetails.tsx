import { SimpleGrid } from '@mantine/core';
import { type BillingState, formatCents } from '@repute/domain/billing';
import { formatDay } from '../../../shared/lib/account-time';
import { countOf } from '../../../shared/lib/count-format';
import { DetailItem } from '../../../shared/ui/DetailItem';

type SubscriptionDetailsProps = { state: BillingState; timeZone: string };

const COLLECTION_METHODS: Record<string, string> = {
  charge_automatically: 'Card, charged automatically',
  send_invoice: 'Invoice, paid on receipt',
};

/** Spec 000 §3 "Billing state": the plan and the provider's subscription, as the provider last reported it. */
export function SubscriptionDetails({ state, timeZone }: SubscriptionDetailsProps) {
  const { plan, subscription } = state;
  const card =
    subscription?.card_last_four &&
    `•••• ${subscription.card_last_four}` +
      (subscription.card_expiry_month && subscription.card_expiry_year
        ? `, expires ${String(subscription.card_expiry_month).padStart(2, '0')}/${subscription.card_expiry_year}`
        : '');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      <DetailItem label="Plan">{plan?.name ?? 'No plan yet'}</DetailItem>
      <DetailItem label="Locations">{countOf(state.location_count, 'location', 'locations')}</DetailItem>
      <DetailItem label="Subscription">{subscription?.id}</DetailItem>
      <DetailItem label="Status">{subscription?.status}</DetailItem>
      <DetailItem label="Payment collection">
        {subscription &&
          (COLLECTION_METHODS[subscription.payment_collection_method] ?? subscription.payment_collection_method)}
      </DetailItem>
      <DetailItem label="Next assessment">
        {subscription?.next_assessment_date && formatDay(subscription.next_assessment_date, timeZone)}
      </DetailItem>
      <DetailItem label="Current amount">
        {subscription && `${formatCents(subscription.current_billing_amount_cents)} a ${subscription.interval_unit}`}
      </DetailItem>
      <DetailItem label="Card">{card || undefined}</DetailItem>
    </SimpleGrid>
  );
}
