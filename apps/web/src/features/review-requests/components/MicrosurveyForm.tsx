import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { SELECTOR_TEXT, SELECTOR_TITLES, SELECTOR_TYPES, type SelectorType } from '@repute/domain';
import { useRequestLocations } from '../api';
import type { MicrosurveyDraft } from '../microsurvey-api';

type MicrosurveyFormProps = {
  draft: MicrosurveyDraft;
  onChange: (patch: Partial<MicrosurveyDraft>) => void;
  onCancel: () => void;
  onSubmit: () => void;
  saving: boolean;
};

/** A microsurvey's fields: its name, location, scale, question (the scale's own when left empty) and follow-up. */
export function MicrosurveyForm({ draft, onChange, onCancel, onSubmit, saving }: MicrosurveyFormProps) {
  const locations = useRequestLocations();
  return (
    <Stack gap="sm">
      <TextInput
        label="Name"
        required
        value={draft.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
      />
      <Select
        label="Location"
        required
        searchable
        data={(locations.data ?? []).map((location) => ({ value: String(location.id), label: location.name }))}
        value={draft.location_id ? String(draft.location_id) : null}
        onChange={(value) => onChange({ location_id: Number(value) })}
      />
      <Select
        label="Type"
        required
        allowDeselect={false}
        data={SELECTOR_TYPES.map((type) => ({ value: type, label: SELECTOR_TITLES[type] }))}
        value={draft.selector_type}
        onChange={(value) => onChange({ selector_type: value as SelectorType })}
      />
      <TextInput
        label="Question"
        placeholder={SELECTOR_TEXT[draft.selector_type]}
        value={draft.question}
        onChange={(event) => onChange({ question: event.currentTarget.value })}
      />
      <TextInput
        label="Follow-up question"
        value={draft.follow_up_question}
        onChange={(event) => onChange({ follow_up_question: event.currentTarget.value })}
      />
      {draft.selector_type === 'stars' && (
        <Checkbox
          label="Normalize star rating"
          checked={draft.normalize_star_rating}
          onChange={(event) => onChange({ normalize_star_rating: event.currentTarget.checked })}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onSubmit} loading={saving} disabled={!draft.name.trim() || !draft.location_id}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
