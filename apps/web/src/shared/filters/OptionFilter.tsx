import type { OptionKind } from './filter-options-api';
import { SearchableFilterSelect } from './SearchableFilterSelect';
import { useFilterOptions } from './use-filter-options';
import { useOptionLabel } from './use-option-label';

type OptionFilterProps = {
  kind: Exclude<OptionKind, 'savedFilters'>;
  label: string;
  allLabel: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** Locations: only those of the chosen group. */
  groupId?: number | null;
};

/** The group, location, source and category dropdowns: their options and the selected one's name from the API. */
export function OptionFilter({ kind, label, allLabel, value, onChange, groupId }: OptionFilterProps) {
  const source = useFilterOptions(kind, { groupId });
  const selectedLabel = useOptionLabel(kind, value, source.options);
  return (
    <SearchableFilterSelect
      label={label}
      allLabel={allLabel}
      value={value}
      selectedLabel={selectedLabel}
      source={source}
      onChange={onChange}
    />
  );
}
