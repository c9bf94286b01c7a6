import { Button, Group, Paper } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { RATING_OPTIONS, RESPONSE_STATUS_OPTIONS, SENTIMENT_OPTIONS } from '@repute/domain/filters';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useAccountSettings } from '../session/session-queries';
import { useMayCallOf } from '../session/use-may-call';
import { DateRangeFilter } from './DateRangeFilter';
import { FiltersToggle } from './FiltersToggle';
import { FixedFilterSelect } from './FixedFilterSelect';
import { countSetFilters } from './filter-count';
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
  /** A screen whose spec has a Reset (Keywords, spec 001 §9) gets the button at the end of the bar. */
  onReset?: () => void;
};

/** Spec 000 §9's 768 px layout breakpoint: below it the dropdowns fold behind one button. */
const FOLDED_QUERY = '(max-width: 767.98px)';

/** Escape folds the panel, unless it closes an open dropdown (its input says aria-expanded) first. */
function closesADropdown(event: KeyboardEvent): boolean {
  return event.target instanceof Element && event.target.getAttribute('aria-expanded') === 'true';
}

/** The shared filter bar (spec 000 §2): every screen mounts it with the state of useFilters. */
export function FilterBar({ filters, controls = ALL_FILTER_CONTROLS, onReset }: FilterBarProps) {
  const may = useMayCallOf();
  const settings = useAccountSettings();
  const visible = visibleFilterControls(controls, may, settings.data);
  const folded = useMediaQuery(FOLDED_QUERY, false, { getInitialValueInEffect: false });
  const [opened, panel] = useDisclosure(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const foldOnEscape = (event: KeyboardEvent) => {
    if (!folded || event.key !== 'Escape' || closesADropdown(event)) return;
    // Events of the dropdowns' portals bubble here too: only keys pressed inside the panel itself fold it.
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    panel.close();
    toggleRef.current?.focus();
  };

  return (
    <Paper component="section" aria-label="Filters" withBorder radius="md" p={folded ? 'xs' : 'md'} mb="lg">
      {folded && (
        <FiltersToggle
          ref={toggleRef}
          count={countSetFilters(filters.state, visible, filters.defaultDateDescriptor)}
          opened={opened}
          panelId={panelId}
          onToggle={panel.toggle}
        />
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape from any dropdown inside folds the panel. */}
      <div
        id={panelId}
        hidden={folded && !opened}
        onKeyDown={foldOnEscape}
        style={folded ? { marginTop: 12 } : undefined}
      >
        <FilterControls filters={filters} visible={visible} onReset={onReset} />
      </div>
    </Paper>
  );
}

type FilterControlsProps = { filters: FiltersApi; visible: readonly FilterControl[]; onReset?: () => void };

/** The dropdowns themselves, in the spec's order. */
function FilterControls({ filters, visible, onReset }: FilterControlsProps) {
  const { state, change } = filters;
  const id = (value: number | null) => (value === null ? null : String(value));
  return (
    <>
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
        {visible.includes('responseStatus') && (
          <FixedFilterSelect
            label="Response status"
            allLabel="All response statuses"
            value={state.responseStatus}
            options={RESPONSE_STATUS_OPTIONS}
            onChange={(value) => change({ responseStatus: value })}
          />
        )}
        {visible.includes('tag') && (
          <OptionFilter
            kind="tags"
            label="Tag"
            allLabel="All tags"
            value={id(state.tagId)}
            onChange={(value) => change({ tagId: value })}
          />
        )}
        {onReset && (
          <Button variant="subtle" onClick={onReset}>
            Reset
          </Button>
        )}
      </Group>
      {visible.includes('saved') && (
        <Group mt="sm">
          <SavedFilterControls filters={filters} />
        </Group>
      )}
    </>
  );
}
