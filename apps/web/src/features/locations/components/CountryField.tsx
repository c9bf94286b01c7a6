import { Autocomplete } from '@mantine/core';
import type { Country } from '@repute/domain';
import { namesStartingWith } from '../reference-match';

type CountryFieldProps = {
  value: string;
  countries: Country[];
  error?: string;
  onChange: (name: string) => void;
  onBlur: () => void;
};

/** Country type-ahead: names that start with the typed text (spec 001 §5). */
export function CountryField({ value, countries, error, onChange, onBlur }: CountryFieldProps) {
  return (
    <Autocomplete
      label="Country"
      withAsterisk
      value={value}
      data={namesStartingWith(countries, value)}
      filter={({ options }) => options}
      limit={50}
      maxDropdownHeight={250}
      comboboxProps={{ keepMounted: false }}
      error={error}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}
