import { Button, Group, Modal, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ScorecardStandards, scorecardStandardsSchema } from '@repute/domain/scorecards';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { toast } from '../../../shared/ui/toast';
import { useSaveScorecardStandards } from '../scorecards-api';

export const STANDARDS_SAVED = 'Scorecard standards saved';

type StandardsModalProps = { standards: ScorecardStandards; opened: boolean; onClose: () => void };

/** An admin's standards (decision 0142): each can be switched off. */
export function StandardsModal({ standards, opened, onClose }: StandardsModalProps) {
  const save = useSaveScorecardStandards();
  const form = useForm<ScorecardStandards>({
    initialValues: standards,
    validateInputOnBlur: true,
    validate: domainResolver<ScorecardStandards>(scorecardStandardsSchema),
  });
  const enabled = (code: keyof ScorecardStandards, label: string) => (
    <Switch label={label} {...form.getInputProps(`${code}.enabled`, { type: 'checkbox' })} />
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Edit scorecard standards" size="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          save.mutate(values, {
            onSuccess: () => {
              toast.success(STANDARDS_SAVED);
              onClose();
            },
            onError: (error) => toast.alert('The standards were not saved', { error }),
          }),
        )}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Every scorecard of the account is graded by these standards, prospects’ scorecards included.
          </Text>
          {enabled('monthly_reviews', 'New reviews')}
          <NumberInput
            label="New reviews in 30 days, at least"
            min={1}
            {...form.getInputProps('monthly_reviews.min')}
          />
          {enabled('avg_rating', 'Average rating')}
          <NumberInput
            label="Average rating, at least"
            min={1}
            max={5}
            step={0.1}
            decimalScale={1}
            {...form.getInputProps('avg_rating.min')}
          />
          {enabled('negative_replies', 'Replies to negative reviews')}
          <Group grow align="flex-start">
            <NumberInput
              label="Negative reviews answered, at least"
              suffix="%"
              min={1}
              max={100}
              {...form.getInputProps('negative_replies.percent')}
            />
            <NumberInput label="Within days" min={1} max={30} {...form.getInputProps('negative_replies.days')} />
          </Group>
          {enabled('listings_in_sync', 'Listings in sync')}
          <NumberInput
            label="Listings in sync, at least"
            suffix="%"
            min={1}
            max={100}
            {...form.getInputProps('listings_in_sync.percent')}
          />
          {enabled('photos', 'Photos')}
          <NumberInput label="Photos published, at least" min={1} {...form.getInputProps('photos.min')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
