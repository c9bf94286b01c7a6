import { Autocomplete } from '@mantine/core';
import type { State } from '@repute/domain';
import { namesStartingWith } from '../reference-match';

type StateFieldProps = {
  value: string;
  states: State[];
  error?: string;
  onChange: (name: string) => void;
  onBlur: () => void;
};

/** State type-ahead over the chosen country's states (spec 001 §5); free text where a country has no list. */
export function StateField({ value, states, error, onChange, onBlur }: StateFieldProps) {
  return (
    <Autocomplete
      label="State"
      withAsterisk
      value={value}
      data={namesStartingWith(states, value)}
      filter={({ options }) => options}
      limit={100}
      maxDropdownHeight={250}
      comboboxProps={{ keepMounted: false }}
      error={error}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}
