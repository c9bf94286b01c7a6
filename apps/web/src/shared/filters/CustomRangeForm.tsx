import '@mantine/dates/styles.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { CustomRangeErrors, IsoDate } from '@repute/domain';
import { formatDisplayDate, parseDisplayDate } from '@repute/domain/calendar-dates';
import { validateCustomRange } from '@repute/domain/custom-date-range';
import { useState } from 'react';

type CustomRangeFormProps = {
  initial: { from: IsoDate | null; to: IsoDate | null };
  /** The account's today: neither date may be after it. */
  today: IsoDate;
  onApply: (range: { from: IsoDate; to: IsoDate }) => void;
};

/** The custom range: From and To in MM/DD/YY, checked on Apply with the spec's messages. */
export function CustomRangeForm({ initial, today, onApply }: CustomRangeFormProps) {
  const [from, setFrom] = useState<IsoDate | null>(initial.from);
  const [to, setTo] = useState<IsoDate | null>(initial.to);
  const [errors, setErrors] = useState<CustomRangeErrors>({});

  const apply = () => {
    const found = validateCustomRange({ from, to }, today);
    setErrors(found);
    if (from && to && Object.keys(found).length === 0) onApply({ from, to });
  };
  const dateInput = {
    valueFormat: 'MM/DD/YY',
    placeholder: 'MM/DD/YY',
    dateParser: parseDisplayDate,
    clearable: true,
    w: 130,
    // Inside the range popover: the calendar must not count as a click outside it.
    popoverProps: { withinPortal: false },
  };

  return (
    <Stack gap="xs">
      <Text size="xs" fw={700} c="dimmed">
        CUSTOM
      </Text>
      {/* Apply sits beside the dates: a date's calendar opens below it and must not cover the button. */}
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <DateInput {...dateInput} label="From" value={from} onChange={setFrom} error={errors.from} />
        <DateInput {...dateInput} label="To" value={to} onChange={setTo} error={errors.to} />
        <Button mt={25} onClick={apply}>
          Apply
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        MM/DD/YY, through {formatDisplayDate(today)} at the latest
      </Text>
    </Stack>
  );
}
