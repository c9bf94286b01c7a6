import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { FILTER_SEARCH_DEBOUNCE_MS } from '@repute/domain/filters';
import { useEffect, useState } from 'react';
import { toast } from '../../ui/toast';
import { GROUP_TEXT } from './group-text';
import { useGroup, useGroupsList } from './groups-api';

type GroupFilterProps = { value: number | null; onChange: (groupId: number | null) => void; label?: string };

/** The group dropdown: type-ahead over the account's groups; 'All Groups' when cleared. */
export function GroupFilter({ value, onChange, label = 'Group' }: GroupFilterProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, FILTER_SEARCH_DEBOUNCE_MS);
  const selected = useGroup(value ?? 0);
  const selectedName = selected.data?.name ?? '';
  const keywords = debounced === selectedName ? '' : debounced;
  const groups = useGroupsList({ keywords, searchType: 'typeahead' });
  useEffect(() => {
    if (groups.error) toast.alert(GROUP_TEXT.fetchGroups, { error: groups.error });
  }, [groups.error]);

  const options = (groups.data?._embedded?.groups ?? []).map((group) => ({
    value: String(group.id),
    label: group.name,
  }));
  if (value !== null && selected.data && !options.some((option) => option.value === String(value))) {
    options.unshift({ value: String(value), label: selected.data.name });
  }
  return (
    <Select
      label={label}
      placeholder="All Groups"
      searchable
      clearable
      data={options}
      value={value === null ? null : String(value)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={groups.isError ? GROUP_TEXT.fetchGroups : 'No Options'}
      comboboxProps={{ keepMounted: false }}
      onChange={(next) => onChange(next ? Number(next) : null)}
    />
  );
}
