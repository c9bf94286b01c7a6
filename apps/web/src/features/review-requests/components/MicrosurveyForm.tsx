import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SELECTOR_TEXT, SELECTOR_TITLES, SELECTOR_TYPES, type SelectorType } from '@repute/domain';
import { microsurveyBodySchema } from '@repute/domain/microsurveys';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { useRequestLocations } from '../api';
import type { MicrosurveyDraft } from '../microsurvey-api';

type MicrosurveyFormProps = {
  draft: MicrosurveyDraft;
  /** Keeps the dialog's draft, which the save sends, as the form's values. */
  onChange: (draft: MicrosurveyDraft) => void;
  onCancel: () => void;
  onSubmit: () => void;
  saving: boolean;
};

/** No location chosen yet (0) or none left: the select's words. */
const CHOOSE_LOCATION = { required: 'Choose a location', invalid: 'Choose a location' };

/**
 * A microsurvey's fields: its name, location, scale, question (the scale's own when left empty) and follow-up,
 * checked by the API's microsurveyBodySchema.
 */
export function MicrosurveyForm({ draft, onChange, onCancel, onSubmit, saving }: MicrosurveyFormProps) {
  const locations = useRequestLocations();
  const form = useForm<MicrosurveyDraft>({
    initialValues: draft,
    validateInputOnBlur: true,
    validate: domainResolver<MicrosurveyDraft>(microsurveyBodySchema, { messages: { location_id: CHOOSE_LOCATION } }),
    onValuesChange: onChange,
  });
  const values = form.values;
  return (
    <form noValidate onSubmit={form.onSubmit(() => onSubmit())}>
      <Stack gap="sm">
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <Select
          label="Location"
          required
          searchable
          data={(locations.data ?? []).map((location) => ({ value: String(location.id), label: location.name }))}
          {...form.getInputProps('location_id')}
          value={values.location_id ? String(values.location_id) : null}
          onChange={(value) => form.setFieldValue('location_id', Number(value))}
        />
        <Select
          label="Type"
          required
          allowDeselect={false}
          data={SELECTOR_TYPES.map((type) => ({ value: type, label: SELECTOR_TITLES[type] }))}
          {...form.getInputProps('selector_type')}
          onChange={(value) => form.setFieldValue('selector_type', value as SelectorType)}
        />
        <TextInput
          label="Question"
          placeholder={SELECTOR_TEXT[values.selector_type]}
          {...form.getInputProps('question')}
        />
        <TextInput label="Follow-up question" {...form.getInputProps('follow_up_question')} />
        {values.selector_type === 'stars' && (
          <Checkbox
            label="Normalize star rating"
            {...form.getInputProps('normalize_star_rating', { type: 'checkbox' })}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
