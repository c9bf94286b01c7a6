import { Autocomplete, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { TIME_INPUT_MAX_LENGTH, timeOptions } from '@repute/domain/hours';
import { tidyTimeText } from '../hours-form';

/** '24 hours', then 12:00 AM to 11:30 PM every 30 minutes (spec 001 §5). */
const TIME_LABELS = timeOptions().map((option) => option.label);

const startsWith: OptionsFilter = ({ options, search }) => {
  const typed = search.trim().toLowerCase().replace(/\s+/g, '');
  if (!typed) return options;
  return (options as ComboboxParsedItem[]).filter(
    (option) => 'label' in option && option.label.toLowerCase().replace(/\s+/g, '').startsWith(typed),
  );
};

type TimeFieldProps = {
  label: string;
  value: string;
  error?: string;
  disabled?: boolean;
  onChange: (text: string) => void;
  onBlur: () => void;
};

/** A time: typed in 12- or 24-hour form, or picked from the half-hour list; it reads in 12-hour form once left. */
export function TimeField({ label, value, error, disabled, onChange, onBlur }: TimeFieldProps) {
  return (
    <Autocomplete
      aria-label={label}
      placeholder="--:-- --"
      value={value}
      data={TIME_LABELS}
      filter={startsWith}
      limit={TIME_LABELS.length}
      maxLength={TIME_INPUT_MAX_LENGTH}
      error={error}
      disabled={disabled}
      w={{ base: 116, sm: 130 }}
      maxDropdownHeight={240}
      comboboxProps={{ keepMounted: false }}
      onChange={onChange}
      onBlur={() => {
        const tidy = tidyTimeText(value);
        if (tidy !== value) onChange(tidy);
        onBlur();
      }}
    />
  );
}
