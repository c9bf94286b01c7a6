import { Combobox, Group, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import {
  DROPDOWN_SCROLL_HEIGHT_PX,
  isNearListEnd,
  LOAD_MORE_THRESHOLD_PX,
  NO_OPTIONS_MESSAGE,
} from '@repute/domain/filters';
import type { FilterOptionsResult } from './use-filter-options';

/** The "all" entry's value: no filter. */
const ALL = '__all__';

type SearchableFilterSelectProps = {
  label: string;
  /** The entry that clears the filter, shown when nothing is chosen ("All groups"). */
  allLabel: string;
  value: string | null;
  selectedLabel: string | null;
  source: FilterOptionsResult;
  onChange: (value: string | null) => void;
  /** Spec 000 §9: 300 px for search dropdowns, 130 px for saved filters. */
  loadMoreThreshold?: number;
  width?: number;
};

/**
 * A filter dropdown with type-ahead: a search box on top, the options below (378 px high), the next page
 * loaded when the list is scrolled near its end, and 'No Options' when nothing matches.
 */
export function SearchableFilterSelect({
  label,
  allLabel,
  value,
  selectedLabel,
  source,
  onChange,
  loadMoreThreshold = LOAD_MORE_THRESHOLD_PX.searchDropdown,
  width = 200,
}: SearchableFilterSelectProps) {
  const combobox = useCombobox({
    onDropdownOpen: () => combobox.focusSearchInput(),
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      source.setSearch('');
    },
  });
  const searching = source.search.trim() !== '';
  const empty = !source.loading && !source.error && source.options.length === 0;

  return (
    <Combobox
      store={combobox}
      withinPortal
      onOptionSubmit={(next) => {
        onChange(next === ALL ? null : next);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          component="button"
          type="button"
          pointer
          label={label}
          w={width}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
        >
          <Text size="sm" truncate="end" c={value === null ? 'dimmed' : undefined}>
            {value === null ? allLabel : (selectedLabel ?? '…')}
          </Text>
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown miw={240}>
        <Combobox.Search
          value={source.search}
          onChange={(event) => source.setSearch(event.currentTarget.value)}
          placeholder="Search"
          aria-label={`Search ${label.toLowerCase()}`}
        />
        <Combobox.Options
          mah={DROPDOWN_SCROLL_HEIGHT_PX}
          style={{ overflowY: 'auto' }}
          aria-label={label}
          onScroll={(event) => {
            if (isNearListEnd(event.currentTarget, loadMoreThreshold)) source.loadMore();
          }}
        >
          {!searching && (
            <Combobox.Option value={ALL} active={value === null}>
              {allLabel}
            </Combobox.Option>
          )}
          {source.options.map((option) => (
            <Combobox.Option key={option.value} value={option.value} active={option.value === value}>
              {option.label}
            </Combobox.Option>
          ))}
          {source.error && <Combobox.Empty>{source.error}</Combobox.Empty>}
          {empty && <Combobox.Empty>{NO_OPTIONS_MESSAGE}</Combobox.Empty>}
          {(source.loading || source.loadingMore) && (
            <Group justify="center" py="xs">
              <Loader size="xs" aria-label={`Loading ${label.toLowerCase()}`} />
            </Group>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
