import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MAX_MONTHLY_POINT_BUDGET, type PointBudget, pointBudgetUpdateSchema } from '@repute/domain/local-search';
import { errorText } from '../../../shared/api/api-error';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { formatCount } from '../../../shared/lib/count-format';
import { toast } from '../../../shared/ui/toast';
import { useSetPointBudget } from '../local-search-api';

type PointBudgetModalProps = { budget: PointBudget | null; onClose: () => void };

type Values = { monthly_points: number | string };

const toBody = (values: Values) => ({
  monthly_points: values.monthly_points === '' ? undefined : Number(values.monthly_points),
});

/** An admin sets the grid points the account may ask for a month; what the month has used stays in view. */
export function PointBudgetModal({ budget, onClose }: PointBudgetModalProps) {
  const save = useSetPointBudget();
  const form = useForm<Values>({
    initialValues: { monthly_points: budget?.monthly_points ?? '' },
    validate: domainResolver<Values>(pointBudgetUpdateSchema, {
      toBody,
      messages: {
        monthly_points: {
          required: 'Enter the grid points a month',
          invalid: `Enter a whole number from 0 to ${formatCount(MAX_MONTHLY_POINT_BUDGET)}`,
        },
      },
    }),
  });
  const close = () => {
    save.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    save.mutate(pointBudgetUpdateSchema.parse(toBody(values)), {
      onSuccess: () => {
        toast.success('Budget saved');
        close();
      },
    }),
  );
  return (
    <Modal
      opened={budget !== null}
      onClose={close}
      title="Grid point budget"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {budget && (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text>
              Every scan spends one grid point a point it asks (a 7×7 grid spends 49). {formatCount(budget.used_points)}{' '}
              have been spent in {budget.month}. A scan the budget would not cover does not start, weekly ones included.
            </Text>
            <NumberInput
              label="Grid points a month"
              min={0}
              max={MAX_MONTHLY_POINT_BUDGET}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              data-autofocus
              {...form.getInputProps('monthly_points')}
            />
            {save.error && (
              <Alert color="red" title="The budget was not saved">
                {errorText(save.error) ?? 'Something went wrong. Please refresh the page.'}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save budget
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
