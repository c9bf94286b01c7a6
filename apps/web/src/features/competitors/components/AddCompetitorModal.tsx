import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { competitorCreateSchema } from '@repute/domain/competitors';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { toast } from '../../../shared/ui/toast';
import { useAddCompetitor } from '../competitors-api';

type AddCompetitorValues = { name: string; address: string; google_place_id: string; yelp_url: string };

type AddCompetitorModalProps = { locationId: number; opened: boolean; onClose: () => void };

/** What the form sends: the empty optional fields left out. */
function bodyOf(locationId: number, values: AddCompetitorValues) {
  return {
    location_id: locationId,
    name: values.name.trim(),
    address: values.address.trim(),
    ...(values.google_place_id.trim() ? { google_place_id: values.google_place_id.trim() } : {}),
    ...(values.yelp_url.trim() ? { yelp_url: values.yelp_url.trim() } : {}),
  };
}

/** Adds a competitor by hand: its name and address, and its Google place id or Yelp page when known. */
export function AddCompetitorModal({ locationId, opened, onClose }: AddCompetitorModalProps) {
  const add = useAddCompetitor();
  const form = useForm<AddCompetitorValues>({
    initialValues: { name: '', address: '', google_place_id: '', yelp_url: '' },
    validate: domainResolver<AddCompetitorValues>(competitorCreateSchema, {
      toBody: (values) => bodyOf(locationId, values),
      messages: { name: { required: 'Name is required' } },
    }),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Add competitor">
      <form
        onSubmit={form.onSubmit((values) =>
          add.mutate(bodyOf(locationId, values), {
            onSuccess: (competitor) => {
              toast.success(`${competitor.name} added`);
              close();
            },
            onError: (error) => toast.alert('Could not add the competitor', { error }),
          }),
        )}
      >
        <Stack>
          <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="Address" {...form.getInputProps('address')} />
          <TextInput label="Google place id" {...form.getInputProps('google_place_id')} />
          <TextInput label="Yelp page" placeholder="https://www.yelp.com/biz/…" {...form.getInputProps('yelp_url')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add competitor
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
