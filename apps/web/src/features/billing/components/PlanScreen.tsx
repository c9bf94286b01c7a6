import { Alert } from '@mantine/core';
import { BILLING_MANAGED_BY_OPERATOR } from '@repute/domain/billing';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAuth } from '../../../shared/auth/use-auth';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { PermissionScreen } from '../../../shared/ui/PermissionScreen';
import { useBillingPlans, useBillingState } from '../api';
import { BILLING_TEXT } from '../messages';
import { PlanChooser } from './PlanChooser';

type PlanScreenProps = { title: string; description: string; submitLabel: string };

/** Edit Billing and Manage Plans: the plans side by side with the pricing preview, for admins who may pay. */
export function PlanScreen({ title, description, submitLabel }: PlanScreenProps) {
  const auth = useAuth();
  const may = useMayCallOf();
  const appPath = useAppPath();
  const accountId = auth?.account_id ?? 0;
  const state = useBillingState(accountId);
  const plans = useBillingPlans();
  const back = { to: appPath('/settings/billing'), label: 'Back to Billing' };

  if (!may('POST /billing/:accountId/checkout')) {
    return <PermissionScreen title={title} message={BILLING_TEXT.noPaying} back={back} />;
  }
  if (state.isPending || plans.isPending) return <PageLoader />;
  if (state.error || plans.error) return <ErrorAlert error={state.error ?? plans.error} />;
  const off = state.data.billing_mode === 'off';
  return (
    <>
      <PageHeader title={title} description={description} back={back} />
      {off ? (
        <Alert color="blue">{BILLING_MANAGED_BY_OPERATOR}</Alert>
      ) : (
        <PlanChooser
          accountId={accountId}
          plans={plans.data.plans}
          currentPlanId={state.data.plan?.id ?? null}
          currentUnit={state.data.subscription?.interval_unit ?? 'month'}
          submitLabel={submitLabel}
        />
      )}
    </>
  );
}
