import { Select } from '@mantine/core';
import { GENERIC_DROPDOWN_MAX_HEIGHT_PX } from '@repute/domain/filters';

/** The entry that clears the filter. */
const ALL = 'all';

type FixedFilterSelectProps = {
  label: string;
  allLabel: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | null) => void;
  /** Why the options could not be read, shown under the field. */
  error?: string | null;
};

/** A dropdown with a short fixed list (rating, sentiment): the generic dropdown, at most 250 px high. */
export function FixedFilterSelect({ label, allLabel, value, options, onChange, error }: FixedFilterSelectProps) {
  return (
    <Select
      label={label}
      w={160}
      data={[{ value: ALL, label: allLabel }, ...options]}
      value={value ?? ALL}
      onChange={(next) => onChange(next && next !== ALL ? next : null)}
      error={error ?? undefined}
      allowDeselect={false}
      maxDropdownHeight={GENERIC_DROPDOWN_MAX_HEIGHT_PX}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
