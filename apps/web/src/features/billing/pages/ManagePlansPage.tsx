import { PlanScreen } from '../components/PlanScreen';

/** /settings/billing/manage-plans: compare the plans and switch, with the change prorated. */
export function ManagePlansPage() {
  return (
    <PlanScreen
      title="Manage Plans"
      description="Compare the plans and switch: the preview shows what the change costs for the rest of this cycle."
      submitLabel="Switch plan"
    />
  );
}
