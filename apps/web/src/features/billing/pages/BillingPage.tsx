import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { BILLING_MANAGED_BY_OPERATOR } from '@repute/domain/billing';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAuth } from '../../../shared/auth/use-auth';
import { useAccountCalendar } from '../../../shared/filters/use-account-calendar';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { PermissionScreen } from '../../../shared/ui/PermissionScreen';
import { catchUpWithPayment, useBillingState } from '../api';
import { InvoicesTable } from '../components/InvoicesTable';
import { SmsCreditsForm } from '../components/SmsCreditsForm';
import { SubscriptionDetails } from '../components/SubscriptionDetails';
import { BILLING_TEXT } from '../messages';

/** /settings/billing (spec 000 §2, §3): the plan, the subscription, the invoices and the SMS credits. */
export function BillingPage() {
  const auth = useAuth();
  const may = useMayCallOf();
  const appPath = useAppPath();
  const calendar = useAccountCalendar();
  const queryClient = useQueryClient();
  const accountId = auth?.account_id ?? 0;
  const [search] = useSearchParams();
  const returning = search.get('checkout') === 'complete';
  const state = useBillingState(accountId, returning);
  const paidMeanwhile = Boolean(returning && state.data?.account_active && auth && !auth.account_active);

  // Back from the provider's payment page: the account turns active when its signed event arrives.
  useEffect(() => {
    if (paidMeanwhile) void catchUpWithPayment(queryClient);
  }, [paidMeanwhile, queryClient]);

  const back = { to: appPath('/settings'), label: 'Back to Account & Settings' };
  if (!may('GET /billing/:accountId')) {
    return <PermissionScreen title="Billing" message={BILLING_TEXT.noPermission} back={back} />;
  }
  if (state.isPending) return <PageLoader />;
  if (state.error) return <ErrorAlert error={state.error} />;
  const billing = state.data;
  const off = billing.billing_mode === 'off';
  const mayPay = may('POST /billing/:accountId/checkout');

  return (
    <>
      <PageHeader
        title="Billing"
        description="Your plan, your subscription and your invoices."
        back={back}
        actions={
          !off &&
          mayPay && (
            <Group gap="sm">
              <Button component={Link} to={appPath('/settings/billing/manage-plans')} variant="default">
                Manage Plans
              </Button>
              <Button component={Link} to={appPath('/settings/billing/edit')}>
                Edit Billing
              </Button>
            </Group>
          )
        }
      />
      <Stack gap="lg">
        {off && <Alert color="blue">{BILLING_MANAGED_BY_OPERATOR}</Alert>}
        {!off && !billing.account_active && (
          <Alert color="red" title={BILLING_TEXT.inactiveTitle}>
            {returning
              ? BILLING_TEXT.awaitingPayment
              : mayPay
                ? BILLING_TEXT.inactiveAdmin
                : BILLING_TEXT.inactiveOther}
          </Alert>
        )}
        {!off && (
          <>
            <Paper withBorder radius="md" p="md">
              <Title order={2} size="h4" mb="md">
                Subscription
              </Title>
              <SubscriptionDetails state={billing} timeZone={calendar.timeZone} />
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Title order={2} size="h4" mb="md">
                Invoices
              </Title>
              <InvoicesTable invoices={billing.invoices} timeZone={calendar.timeZone} />
            </Paper>
            <SmsCreditsForm
              accountId={accountId}
              balance={billing.sms_credit_balance}
              // Credits are charged to the card of a subscription with the configured provider (not a legacy one).
              mayBuy={
                may('POST /billing/:accountId/sms_purchase') &&
                billing.subscription !== null &&
                billing.billing_provider === billing.billing_mode
              }
            />
          </>
        )}
      </Stack>
    </>
  );
}
