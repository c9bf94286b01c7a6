import { Button, Card, Group, Radio, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type BillingIntervalUnit, type BillingPlan, formatCents, planChoiceSchema } from '@repute/domain/billing';
import { useNavigate } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { toast } from '../../../shared/ui/toast';
import { usePricingPreview, useStartCheckout } from '../api';
import { BILLING_TEXT } from '../messages';
import { PricingPreviewCard } from './PricingPreviewCard';

type PlanValues = { plan_id: string; interval_unit: BillingIntervalUnit };

type PlanChooserProps = {
  accountId: number;
  plans: BillingPlan[];
  currentPlanId: number | null;
  currentUnit: BillingIntervalUnit;
  submitLabel: string;
};

const unitPrice = (plan: BillingPlan, unit: BillingIntervalUnit) =>
  unit === 'year'
    ? `${formatCents(plan.annual_unit_cents)} a location a year`
    : `${formatCents(plan.monthly_unit_cents)} a location a month`;

/**
 * Compare the operator's plans, pick one and how often to pay, see what it costs (the pricing preview), and pay:
 * the provider's page takes the card, or the sandbox pays at once.
 */
export function PlanChooser({ accountId, plans, currentPlanId, currentUnit, submitLabel }: PlanChooserProps) {
  const appPath = useAppPath();
  const navigate = useNavigate();
  const form = useForm<PlanValues>({
    initialValues: { plan_id: String(currentPlanId ?? plans[0]?.id ?? ''), interval_unit: currentUnit },
    validate: domainResolver(planChoiceSchema),
  });
  const planId = Number(form.values.plan_id) || null;
  const preview = usePricingPreview(accountId, planId, form.values.interval_unit);
  const checkout = useStartCheckout(accountId);

  const submit = form.onSubmit((values) =>
    checkout.mutate(
      { plan_id: Number(values.plan_id), interval_unit: values.interval_unit },
      {
        onSuccess: (answer) => {
          if (answer.checkout_url) {
            window.location.assign(answer.checkout_url);
            return;
          }
          toast.success(BILLING_TEXT.paid);
          navigate(appPath('/settings/billing'));
        },
        onError: (error) => toast.alert(BILLING_TEXT.checkoutFailed, { error }),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SegmentedControl
          aria-label="Billing interval"
          data={[
            { value: 'month', label: 'Monthly' },
            { value: 'year', label: 'Annually' },
          ]}
          {...form.getInputProps('interval_unit')}
        />
        <Radio.Group label="Plan" {...form.getInputProps('plan_id')}>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" mt="xs">
            {plans.map((plan) => (
              <Card key={plan.id} withBorder radius="md" padding="md">
                <Stack gap="xs">
                  <Radio
                    value={String(plan.id)}
                    label={
                      <Title order={3} size="h5">
                        {plan.name}
                      </Title>
                    }
                  />
                  <Text fw={600}>{unitPrice(plan, form.values.interval_unit)}</Text>
                  <Text size="sm" c="dimmed">
                    {plan.setup_fee_cents > 0 ? `Setup fee ${formatCents(plan.setup_fee_cents)}` : 'No setup fee'}
                    {plan.id === currentPlanId ? ' · Current plan' : ''}
                  </Text>
                  {plan.features.length > 0 && (
                    <Text size="sm">Includes: {plan.features.map((code) => code.replaceAll('_', ' ')).join(', ')}</Text>
                  )}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        {preview.error ? (
          <ErrorAlert title={BILLING_TEXT.previewFailed} error={preview.error} />
        ) : (
          preview.data && <PricingPreviewCard preview={preview.data} />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={checkout.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
