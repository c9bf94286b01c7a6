import { Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ChildTrial, TRIAL_EXTENSION_LIMITS, trialExtensionSchema } from '@repute/domain/billing';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { toast } from '../../../shared/ui/toast';
import { useExtendTrial } from '../trials-api';

type ExtendTrialModalProps = { trial: ChildTrial | null; onClose: () => void };

/** Gives a child's trial more days (from today when it has already ended). */
export function ExtendTrialModal({ trial, onClose }: ExtendTrialModalProps) {
  const extend = useExtendTrial();
  const form = useForm<{ days: number | string }>({
    initialValues: { days: 14 },
    validate: domainResolver(trialExtensionSchema),
  });
  const submit = form.onSubmit(({ days }) => {
    if (!trial) return;
    extend.mutate(
      { id: trial.id, days: Number(days) },
      {
        onSuccess: () => {
          toast.success(`${trial.name}'s trial was extended.`);
          onClose();
        },
        onError: (error) => toast.alert('The trial could not be extended', { error }),
      },
    );
  });
  return (
    <Modal opened={trial !== null} onClose={onClose} title={trial ? `Extend ${trial.name}'s trial` : ''}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NumberInput
            label="Days to add"
            min={TRIAL_EXTENSION_LIMITS.min}
            max={TRIAL_EXTENSION_LIMITS.max}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps('days')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={extend.isPending}>
              Extend trial
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
