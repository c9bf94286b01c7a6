import { Alert, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { FILTER_SEARCH_DEBOUNCE_MS } from '@repute/domain/filters';
import {
  DEFAULT_GRID_SIZE,
  GRID_SIZES,
  type SpacingUnit,
  trackedSearchCreateSchema,
} from '@repute/domain/local-search';
import { useState } from 'react';
import { errorText } from '../../../shared/api/api-error';
import { embedded } from '../../../shared/api/hal';
import { useLocationTypeahead } from '../../../shared/entities/locations/locations-api';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { toast } from '../../../shared/ui/toast';
import { useCreateTrackedSearch } from '../local-search-api';

type AddKeywordModalProps = { opened: boolean; onClose: () => void };

type Values = {
  location_id: string;
  keyword: string;
  grid_size: string;
  spacing: number | string;
  spacing_unit: SpacingUnit;
  center_latitude: number | string;
  center_longitude: number | string;
  schedule: 'weekly' | 'off';
};

const toBody = (values: Values) => ({
  ...values,
  location_id: values.location_id === '' ? undefined : Number(values.location_id),
  keyword: values.keyword.trim(),
  grid_size: Number(values.grid_size),
  spacing: values.spacing === '' ? undefined : Number(values.spacing),
  center_latitude: values.center_latitude === '' ? undefined : Number(values.center_latitude),
  center_longitude: values.center_longitude === '' ? undefined : Number(values.center_longitude),
});

/** Adds a keyword a location tracks, with the grid its scans ask at (3×3 to 15×15, spacing in miles or km). */
export function AddKeywordModal({ opened, onClose }: AddKeywordModalProps) {
  const create = useCreateTrackedSearch();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, FILTER_SEARCH_DEBOUNCE_MS);
  const found = useLocationTypeahead(debounced.trim(), opened);
  const form = useForm<Values>({
    initialValues: {
      location_id: '',
      keyword: '',
      grid_size: String(DEFAULT_GRID_SIZE),
      spacing: 1,
      spacing_unit: 'mi',
      center_latitude: '',
      center_longitude: '',
      schedule: 'weekly',
    },
    validate: domainResolver<Values>(trackedSearchCreateSchema, {
      toBody,
      messages: {
        location_id: { required: 'Choose a location' },
        center_latitude: { required: 'Enter the latitude', invalid: 'A latitude is -90 to 90' },
        center_longitude: { required: 'Enter the longitude', invalid: 'A longitude is -180 to 180' },
        spacing: { required: 'Enter the spacing' },
      },
    }),
  });
  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    create.mutate(trackedSearchCreateSchema.parse(toBody(values)), {
      onSuccess: () => {
        toast.success('Keyword added');
        close();
      },
    }),
  );
  const locations = embedded(found.data, 'locations').map((location) => ({
    value: String(location.id),
    label: location.name,
  }));
  return (
    <Modal opened={opened} onClose={close} title="Add keyword" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label="Location"
            required
            searchable
            data={locations}
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            nothingFoundMessage={found.isError ? 'Error fetching locations' : 'No Options'}
            {...form.getInputProps('location_id')}
          />
          <TextInput
            label="Keyword"
            required
            placeholder="emergency dentist near me"
            {...form.getInputProps('keyword')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Grid"
              data={GRID_SIZES.map((size) => ({ value: String(size), label: `${size}×${size}` }))}
              allowDeselect={false}
              {...form.getInputProps('grid_size')}
            />
            <NumberInput
              label="Spacing"
              min={0.1}
              max={10}
              step={0.1}
              decimalScale={2}
              {...form.getInputProps('spacing')}
            />
            <Select
              label="Unit"
              data={[
                { value: 'mi', label: 'Miles' },
                { value: 'km', label: 'Kilometres' },
              ]}
              allowDeselect={false}
              {...form.getInputProps('spacing_unit')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Grid centre latitude"
              required
              decimalScale={6}
              {...form.getInputProps('center_latitude')}
            />
            <NumberInput
              label="Grid centre longitude"
              required
              decimalScale={6}
              {...form.getInputProps('center_longitude')}
            />
          </SimpleGrid>
          <Select
            label="Scans"
            data={[
              { value: 'weekly', label: 'Weekly, and on demand' },
              { value: 'off', label: 'Only on demand' },
            ]}
            allowDeselect={false}
            {...form.getInputProps('schedule')}
          />
          {create.error && (
            <Alert color="red" title="The keyword was not added">
              {errorText(create.error) ?? 'Something went wrong. Please refresh the page.'}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add keyword
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
