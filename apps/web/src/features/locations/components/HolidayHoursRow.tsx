import '@mantine/dates/styles.css';
import { ActionIcon, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconTrash } from '@tabler/icons-react';
import { type HolidayRow, setRowClosed } from '../holiday-hours-form';
import type { DayForm } from '../hours-form';
import { parseShortDate } from '../short-date';
import { DayHoursEditor } from './DayHoursEditor';

type HolidayHoursRowProps = {
  row: HolidayRow;
  label: string;
  /** Error of a path under 'specialHours.{id}': 'start_date', 'day', 'day.ranges.0.open'. */
  errorOf: (path: string) => string | undefined;
  warning: string | undefined;
  onChange: (change: Partial<HolidayRow>) => void;
  onBlur: (path: string) => void;
  onRemove: () => void;
};

/** One date of holiday hours: the date (MM/DD/YY), closed, or open with hours or 24 hours. */
export function HolidayHoursRow({ row, label, errorOf, warning, onChange, onBlur, onRemove }: HolidayHoursRowProps) {
  return (
    <Paper withBorder radius="sm" p="sm" role="group" aria-label={label}>
      <Stack gap="xs">
        <Group align="flex-start" gap="md" wrap="wrap">
          <DateInput
            label="Date"
            placeholder="MM/DD/YY"
            valueFormat="MM/DD/YY"
            dateParser={parseShortDate}
            value={row.start_date || null}
            error={errorOf('start_date')}
            w={150}
            popoverProps={{ withinPortal: true }}
            onChange={(value) => onChange({ start_date: value ?? '' })}
            onBlur={() => {
              onChange({ dateTouched: true });
              onBlur('start_date');
            }}
          />
          <Checkbox
            mt={32}
            label="Closed"
            checked={row.closed}
            onChange={(event) => onChange(setRowClosed(event.currentTarget.checked))}
          />
          {!row.closed && (
            <div style={{ marginTop: 24 }}>
              <DayHoursEditor
                label={label}
                day={row.day}
                withClosed={false}
                errorOf={(sub) => errorOf(sub ? `day.${sub}` : 'day')}
                onChange={(day: DayForm) => onChange({ day })}
                onBlur={(sub) => onBlur(sub ? `day.${sub}` : 'day')}
              />
            </div>
          )}
          <ActionIcon mt={28} ml="auto" variant="subtle" color="red" aria-label={`Remove ${label}`} onClick={onRemove}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        {warning && (
          <Text size="sm" c="orange.8">
            {warning}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
