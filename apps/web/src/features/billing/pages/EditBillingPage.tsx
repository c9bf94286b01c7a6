import { PlanScreen } from '../components/PlanScreen';

/** /settings/billing/edit: choose the plan and pay with a new card on the provider's page (the trial's Upgrade now). */
export function EditBillingPage() {
  return (
    <PlanScreen
      title="Edit Billing"
      description="Choose your plan and how often to pay; your card is entered on the payment provider's secure page."
      submitLabel="Continue to payment"
    />
  );
}
