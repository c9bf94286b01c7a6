import { Group, Paper } from '@mantine/core';
import { RATING_OPTIONS, SENTIMENT_OPTIONS } from '@repute/domain/filters';
import { useAuth } from '../auth/use-auth';
import { useAccountSettings } from '../session/session-queries';
import { DateRangeFilter } from './DateRangeFilter';
import { FixedFilterSelect } from './FixedFilterSelect';
import { ALL_FILTER_CONTROLS, type FilterControl, visibleFilterControls } from './filter-visibility';
import { OptionFilter } from './OptionFilter';
import { SavedFilterControls } from './SavedFilterControls';
import type { FiltersApi } from './use-filters';

const RATING_CHOICES = RATING_OPTIONS.filter((option) => option.value !== null).map((option) => ({
  value: String(option.value),
  label: option.label,
}));

type FilterBarProps = {
  filters: FiltersApi;
  /** The controls this screen offers, in order (all by default). */
  controls?: readonly FilterControl[];
};

/** The shared filter bar (spec 000 §2): every screen mounts it with the state of useFilters. */
export function FilterBar({ filters, controls = ALL_FILTER_CONTROLS }: FilterBarProps) {
  const auth = useAuth();
  const settings = useAccountSettings();
  const visible = visibleFilterControls(controls, auth?.permissions ?? {}, settings.data);
  const { state, change } = filters;
  const id = (value: number | null) => (value === null ? null : String(value));

  return (
    <Paper component="section" aria-label="Filters" withBorder radius="md" p="md" mb="lg">
      <Group align="flex-end" gap="sm" wrap="wrap">
        {visible.includes('date') && (
          <DateRangeFilter
            selection={state.dateSelection}
            range={state.range}
            today={filters.today}
            onChange={filters.changeDate}
          />
        )}
        {visible.includes('group') && (
          <OptionFilter
            kind="groups"
            label="Group"
            allLabel="All groups"
            value={id(state.groupId)}
            onChange={(value) => change({ groupId: value })}
          />
        )}
        {visible.includes('location') && (
          <OptionFilter
            kind="locations"
            label="Location"
            allLabel="All locations"
            value={id(state.locationId)}
            groupId={state.groupId}
            onChange={(value) => change({ locationId: value })}
          />
        )}
        {visible.includes('source') && (
          <OptionFilter
            kind="sources"
            label="Source"
            allLabel="All sources"
            value={id(state.sourceId)}
            onChange={(value) => change({ sourceId: value })}
          />
        )}
        {visible.includes('rating') && (
          <FixedFilterSelect
            label="Rating"
            allLabel="All ratings"
            value={state.rating === null ? null : String(state.rating)}
            options={RATING_CHOICES}
            onChange={(value) => change({ rating: value })}
          />
        )}
        {visible.includes('sentiment') && (
          <FixedFilterSelect
            label="Sentiment"
            allLabel="All sentiments"
            value={state.sentiment}
            options={SENTIMENT_OPTIONS}
            onChange={(value) => change({ sentiment: value })}
          />
        )}
        {visible.includes('category') && (
          <OptionFilter
            kind="categories"
            label="Category"
            allLabel="All categories"
            value={state.category}
            onChange={(value) => change({ category: value })}
          />
        )}
      </Group>
      {visible.includes('saved') && (
        <Group mt="sm">
          <SavedFilterControls filters={filters} />
        </Group>
      )}
    </Paper>
  );
}
