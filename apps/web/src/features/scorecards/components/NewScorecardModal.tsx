import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { scorecardRequestBodySchema } from '@repute/domain/scorecards';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { toast } from '../../../shared/ui/toast';
import { type ScorecardRequestInput, useCreateScorecardRequest } from '../scorecards-api';

export const SCORECARD_CREATED = 'Scorecard created';

type Values = { business_name: string; address: string; contact_email: string; contact_phone: string; message: string };
const EMPTY: Values = { business_name: '', address: '', contact_email: '', contact_phone: '', message: '' };

type NewScorecardModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The page's address of the new scorecard, to show and copy. */
  onCreated: (publicId: string) => void;
};

/** A prospect to grade from public data: the business, and how the prospect reaches the partner. */
export function NewScorecardModal({ opened, onClose, onCreated }: NewScorecardModalProps) {
  const create = useCreateScorecardRequest();
  const form = useForm<Values>({
    initialValues: EMPTY,
    validateInputOnBlur: true,
    validate: domainResolver<Values>(scorecardRequestBodySchema),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="New Scorecard" size="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          create.mutate(values as ScorecardRequestInput, {
            onSuccess: (created) => {
              toast.success(SCORECARD_CREATED);
              onCreated(created.public_id);
              close();
            },
            onError: (error) => toast.alert('The scorecard was not created', { error }),
          }),
        )}
      >
        <Stack gap="md">
          <TextInput label="Business name" required {...form.getInputProps('business_name')} />
          <TextInput label="Address" required {...form.getInputProps('address')} />
          <TextInput label="Contact e-mail" type="email" {...form.getInputProps('contact_email')} />
          <TextInput label="Contact phone" type="tel" {...form.getInputProps('contact_phone')} />
          <Textarea label="Message to the prospect" autosize minRows={2} {...form.getInputProps('message')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create Scorecard
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
