import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { OpenStatus } from '@repute/domain';
import { OPEN_STATUS_LABELS, OPEN_STATUSES } from '@repute/domain/locations';
import type { LocationFormControl } from '../hooks/use-location-form';
import { CategoryField } from './CategoryField';
import { FormSection } from './FormSection';

type ContactFieldsProps = { control: LocationFormControl; editing: boolean };

const STATUS_OPTIONS = OPEN_STATUSES.map((status) => ({ value: status, label: OPEN_STATUS_LABELS[status] }));

/**
 * Phone, website, external ID, the Google Place ID (Admin user type only), category, business status (edit
 * only) and the headquarters flag.
 */
export function ContactFields({ control, editing }: ContactFieldsProps) {
  const { form, errorOf } = control;
  const { values } = form;
  return (
    <FormSection title="Details">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Phone"
          placeholder="(555) 555-5555"
          maw={300}
          value={values.phone}
          error={errorOf('phone')}
          onChange={(event) => form.set('phone', event.currentTarget.value)}
          onBlur={() => form.touch('phone')}
        />
        <TextInput
          label="Website"
          placeholder="https://"
          value={values.website}
          error={errorOf('website')}
          onChange={(event) => form.set('website', event.currentTarget.value)}
          onBlur={() => form.touch('website')}
        />
        <TextInput
          label="External ID"
          description="Your own reference for this location, if you have one."
          value={values.external_id}
          error={errorOf('external_id')}
          onChange={(event) => form.set('external_id', event.currentTarget.value)}
        />
        {control.isAdmin && (
          <TextInput
            label="Google Place ID"
            description="Matches this location to its Google listing."
            value={values.google_place_id}
            error={errorOf('google_place_id')}
            onChange={(event) => form.set('google_place_id', event.currentTarget.value)}
          />
        )}
        <CategoryField
          categoryId={values.category_id}
          categoryName={values.category_name}
          googlePlaceId={values.google_place_id}
          error={errorOf('category_id')}
          onChange={(category) =>
            form.update((current) => ({
              ...current,
              category_id: category?.id ?? null,
              category_name: category?.name ?? '',
            }))
          }
        />
        {editing && (
          <Select
            label="Business Status"
            data={STATUS_OPTIONS}
            allowDeselect={false}
            comboboxProps={{ keepMounted: false }}
            value={values.open_status}
            onChange={(value) => value && form.set('open_status', value as OpenStatus)}
          />
        )}
      </SimpleGrid>
      <Checkbox
        label="This location is the headquarters"
        checked={values.is_headquarters}
        onChange={(event) => form.set('is_headquarters', event.currentTarget.checked)}
      />
    </FormSection>
  );
}
