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
          {...form.getInputProps('phone')}
          onBlur={() => control.validateOnLeave('phone')}
        />
        <TextInput
          label="Website"
          placeholder="https://"
          {...form.getInputProps('website')}
          onBlur={() => control.validateOnLeave('website')}
        />
        <TextInput
          label="External ID"
          description="Your own reference for this location, if you have one."
          {...form.getInputProps('external_id')}
          onBlur={() => control.validateOnLeave('external_id')}
        />
        {control.isAdmin && (
          <TextInput
            label="Google Place ID"
            description="Matches this location to its Google listing."
            {...form.getInputProps('google_place_id')}
            onBlur={() => control.validateOnLeave('google_place_id')}
          />
        )}
        <CategoryField
          categoryId={values.category_id}
          categoryName={values.category_name}
          googlePlaceId={values.google_place_id}
          error={errorOf('category_id')}
          onChange={(category) =>
            control.setFields({ category_id: category?.id ?? null, category_name: category?.name ?? '' })
          }
        />
        {editing && (
          <Select
            label="Business Status"
            data={STATUS_OPTIONS}
            allowDeselect={false}
            comboboxProps={{ keepMounted: false }}
            value={values.open_status}
            onChange={(value) => value && form.setFieldValue('open_status', value as OpenStatus)}
          />
        )}
      </SimpleGrid>
      <Checkbox
        label="This location is the headquarters"
        checked={values.is_headquarters}
        onChange={(event) => form.setFieldValue('is_headquarters', event.currentTarget.checked)}
      />
    </FormSection>
  );
}
