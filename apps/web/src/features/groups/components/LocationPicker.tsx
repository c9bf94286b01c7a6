import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { FILTER_SEARCH_DEBOUNCE_MS } from '@repute/domain/filters';
import { useState } from 'react';
import { embedded } from '../../../shared/api/hal';
import { useLocationTypeahead } from '../../../shared/entities/locations/locations-api';

export type PickedLocation = { id: number; name: string };

type LocationPickerProps = {
  label: string;
  value: PickedLocation[];
  onChange: (locations: PickedLocation[]) => void;
  /** Locations not to offer (already members). */
  exclude?: ReadonlySet<number>;
};

/** Picks locations by typing the start of their names (GET /locations, typeahead). */
export function LocationPicker({ label, value, onChange, exclude }: LocationPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, FILTER_SEARCH_DEBOUNCE_MS);
  const found = useLocationTypeahead(debounced.trim());
  const known = new Map(value.map((location) => [location.id, location.name]));
  for (const location of embedded(found.data, 'locations')) {
    if (!exclude?.has(location.id)) known.set(location.id, location.name);
  }
  const data = [...known].map(([id, name]) => ({ value: String(id), label: name }));
  return (
    <MultiSelect
      label={label}
      placeholder={value.length === 0 ? 'Type a location name' : undefined}
      searchable
      clearable
      data={data}
      value={value.map((location) => String(location.id))}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={found.isError ? 'Error fetching locations' : 'No Options'}
      comboboxProps={{ keepMounted: false }}
      maxDropdownHeight={250}
      onChange={(ids) => onChange(ids.map((id) => ({ id: Number(id), name: known.get(Number(id)) ?? id })))}
    />
  );
}
