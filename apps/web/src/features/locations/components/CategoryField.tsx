import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useCategories, useCategory } from '../api/reference-api';
import { useErrorToast } from '../hooks/use-error-toast';
import { LOCATION_TEXT, SEARCH_DEBOUNCE_MS, TOAST_MS } from '../messages';

type CategoryFieldProps = {
  categoryId: number | null;
  categoryName: string;
  googlePlaceId: string;
  error?: string;
  onChange: (category: { id: number; name: string } | null) => void;
};

/** Category search, asked of the server 500 ms after typing stops (spec 001 §5). */
export function CategoryField({ categoryId, categoryName, googlePlaceId, error, onChange }: CategoryFieldProps) {
  const [search, setSearch] = useState(categoryName);
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const keywords = debounced === categoryName ? '' : debounced.trim();
  const categories = useCategories(keywords, googlePlaceId, opened);
  useErrorToast(categories.error, LOCATION_TEXT.fetchCategories);
  // A category known only by its id is read by id (GET categories/{id}).
  const byId = useCategory(categoryName ? null : categoryId);
  useErrorToast(byId.error, LOCATION_TEXT.loadCategory, TOAST_MS.medium);
  const selectedName = categoryName || byId.data?.name || '';

  const options = (categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }));
  if (categoryId !== null && !options.some((option) => option.value === String(categoryId))) {
    options.unshift({ value: String(categoryId), label: selectedName });
  }

  return (
    <Select
      label="Category"
      placeholder="Search categories"
      searchable
      clearable
      data={options}
      value={categoryId === null ? null : String(categoryId)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      onDropdownOpen={() => setOpened(true)}
      nothingFoundMessage={
        categories.isError
          ? LOCATION_TEXT.categoriesDropdown
          : categories.isFetching
            ? 'Searching…'
            : LOCATION_TEXT.noOptions
      }
      maxDropdownHeight={250}
      comboboxProps={{ keepMounted: false }}
      error={error}
      onChange={(value, option) => onChange(value ? { id: Number(value), name: option?.label ?? '' } : null)}
    />
  );
}
