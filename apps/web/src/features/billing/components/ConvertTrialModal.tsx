import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ChildTrial, trialConversionSchema } from '@repute/domain/billing';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { toast } from '../../../shared/ui/toast';
import { useBillingPlans } from '../api';
import { useConvertTrial } from '../trials-api';

type ConvertTrialModalProps = { trial: ChildTrial | null; choosePlan: boolean; onClose: () => void };

/** Ends a child's trial on a paid plan (no plan to choose when billing is off): the account turns active. */
export function ConvertTrialModal({ trial, choosePlan, onClose }: ConvertTrialModalProps) {
  const convert = useConvertTrial();
  const plans = useBillingPlans();
  const form = useForm<{ plan_id: string }>({
    initialValues: { plan_id: '' },
    validate: choosePlan
      ? domainResolver(trialConversionSchema.required(), {
          toBody: (values) => ({ plan_id: values.plan_id === '' ? undefined : Number(values.plan_id) }),
          messages: { plan_id: { required: 'Choose a plan' } },
        })
      : undefined,
  });
  const submit = form.onSubmit(({ plan_id }) => {
    if (!trial) return;
    convert.mutate(
      { id: trial.id, plan_id: choosePlan ? Number(plan_id) : undefined },
      {
        onSuccess: () => {
          toast.success(`${trial.name} is now active.`);
          onClose();
        },
        onError: (error) => toast.alert('The trial could not be converted', { error }),
      },
    );
  });
  return (
    <Modal opened={trial !== null} onClose={onClose} title={trial ? `Convert ${trial.name}` : ''}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">The trial ends today and the account becomes active.</Text>
          {choosePlan && (
            <Select
              label="Plan"
              placeholder="Choose a plan"
              data={(plans.data?.plans ?? []).map((plan) => ({ value: String(plan.id), label: plan.name }))}
              {...form.getInputProps('plan_id')}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={convert.isPending}>
              Convert to paid
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
