import { MultiSelect } from '@mantine/core';
import { GENERIC_DROPDOWN_MAX_HEIGHT_PX } from '@repute/domain/filters';

type FixedFilterMultiSelectProps = {
  label: string;
  /** What no choice means, shown while nothing is picked. */
  allLabel: string;
  values: readonly string[];
  options: readonly { value: string; label: string }[];
  onChange: (values: string[]) => void;
  /** Why the options could not be read, shown under the field. */
  error?: string | null;
};

/** A short fixed list where several values may be picked (the listings' directories and statuses). */
export function FixedFilterMultiSelect({
  label,
  allLabel,
  values,
  options,
  onChange,
  error,
}: FixedFilterMultiSelectProps) {
  return (
    <MultiSelect
      label={label}
      miw={200}
      maw={320}
      data={options as { value: string; label: string }[]}
      value={[...values]}
      onChange={onChange}
      placeholder={values.length === 0 ? allLabel : undefined}
      error={error ?? undefined}
      clearable
      maxDropdownHeight={GENERIC_DROPDOWN_MAX_HEIGHT_PX}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
