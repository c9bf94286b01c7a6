import { Checkbox, ColorInput, MultiSelect, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { listGroups } from '@repute/domain/contracts/groups';
import { listLocations } from '@repute/domain/contracts/locations';
import { listReviews } from '@repute/domain/contracts/reviews';
import { MAX_FEATURED_REVIEWS, WIDGET_FONTS, type WidgetSettings, type WidgetType } from '@repute/domain/widgets';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { embedded } from '../../../shared/api/hal';
import { reviewSourcesQuery } from '../../../shared/entities/sources/sources-api';
import { amplifyKeys } from '../amplify-api';
import type { WidgetForm } from '../widget-form';

type Named = { id: number; name: string };

/** The pickers' choices: one page of the largest size (spec 000's generic list). */
function useChoices() {
  const locations = useQuery({
    queryKey: amplifyKeys.choices('locations'),
    queryFn: async () => embedded(await callEndpoint(listLocations, { query: { per_page: 500 } }), 'locations'),
  });
  const groups = useQuery({
    queryKey: amplifyKeys.choices('groups'),
    queryFn: async () => embedded(await callEndpoint(listGroups, { query: { per_page: 500 } }), 'groups'),
  });
  const sources = useQuery(reviewSourcesQuery(500));
  const reviews = useQuery({
    queryKey: amplifyKeys.choices('reviews'),
    queryFn: async () =>
      embedded(await callEndpoint(listReviews, { query: { per_page: 100, rating: '4,5' } }), 'reviews'),
  });
  return { locations, groups, sources, reviews };
}

const options = (rows: Named[] | undefined) => (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));
const ids = (values: string[]) => values.map(Number);
const strings = (values: number[]) => values.map(String);

type Props = { type: WidgetType; form: WidgetForm; onChange: (form: WidgetForm) => void };

/** Which reviews (locations or groups, sources, minimum rating, featured), how they update, and how they look. */
export function WidgetSettingsForm({ type, form, onChange }: Props) {
  const choices = useChoices();
  const { settings } = form;
  const set = (patch: Partial<WidgetSettings>) => onChange({ ...form, settings: { ...settings, ...patch } });
  const reviewOptions = (choices.reviews.data ?? []).map((review) => ({
    value: String(review.id),
    label: `${'★'.repeat(review.rating)} ${review.author_name ?? 'A customer'}: ${(review.content ?? '').slice(0, 60)}`,
  }));
  return (
    <Stack gap="sm">
      <TextInput
        label="Name"
        required
        value={form.name}
        maxLength={100}
        onChange={(event) => onChange({ ...form, name: event.currentTarget.value })}
      />
      <MultiSelect
        label="Locations"
        description="None chosen: every location"
        searchable
        data={options(choices.locations.data)}
        value={strings(settings.location_ids)}
        onChange={(values) => set({ location_ids: ids(values) })}
      />
      <MultiSelect
        label="Groups"
        searchable
        data={options(choices.groups.data)}
        value={strings(settings.group_ids)}
        onChange={(values) => set({ group_ids: ids(values) })}
      />
      <MultiSelect
        label="Sources"
        description="None chosen: every source"
        searchable
        data={options(choices.sources.data)}
        value={strings(settings.source_ids)}
        onChange={(values) => set({ source_ids: ids(values) })}
      />
      <Select
        label="Minimum rating"
        data={['1', '2', '3', '4', '5'].map((value) => ({ value, label: `${value} stars and up` }))}
        value={String(settings.min_rating)}
        allowDeselect={false}
        onChange={(value) => set({ min_rating: Number(value ?? 4) })}
      />
      {type !== 'star_snapshot' && (
        <MultiSelect
          label="Featured reviews"
          description={`Shown first, up to ${MAX_FEATURED_REVIEWS}`}
          searchable
          maxValues={MAX_FEATURED_REVIEWS}
          data={reviewOptions}
          value={strings(settings.featured_review_ids)}
          onChange={(values) => set({ featured_review_ids: ids(values) })}
        />
      )}
      <Switch
        label="Auto-Update: new matching reviews appear without editing the widget"
        checked={settings.auto_publish}
        onChange={(event) => set({ auto_publish: event.currentTarget.checked })}
      />
      {type === 'teaser' && (
        <Switch
          label="Move to the next review on its own (visitors get a pause button)"
          checked={settings.auto_advance}
          onChange={(event) => set({ auto_advance: event.currentTarget.checked })}
        />
      )}
      <ColorInput
        withEyeDropper={false}
        label="Text colour"
        format="hex"
        value={settings.text_color}
        onChange={(value) => set({ text_color: value })}
      />
      <ColorInput
        withEyeDropper={false}
        label="Background colour"
        format="hex"
        value={settings.background_color}
        onChange={(value) => set({ background_color: value })}
      />
      <ColorInput
        withEyeDropper={false}
        label="Star colour"
        format="hex"
        value={settings.accent_color}
        onChange={(value) => set({ accent_color: value })}
      />
      <Select
        label="Font"
        data={[...WIDGET_FONTS]}
        value={settings.font}
        allowDeselect={false}
        onChange={(value) => set({ font: (value ?? 'system') as WidgetSettings['font'] })}
      />
      <Checkbox
        label="Add review markup for search engines"
        checked={settings.review_markup}
        onChange={(event) => set({ review_markup: event.currentTarget.checked })}
      />
      <Text size="xs" c="dimmed">
        Google shows review stars only for reviews you collected yourself, and not for a business's reviews of itself on
        its own page. With this on, only reviews collected through Customer Feedback carry the markup; reviews from
        Google, Yelp and other sites never do. Leave it off for a widget on your own business's page.
      </Text>
    </Stack>
  );
}
