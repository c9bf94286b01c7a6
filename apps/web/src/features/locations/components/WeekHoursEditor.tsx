import { Group, Stack, Text } from '@mantine/core';
import type { WeekDay } from '@repute/domain';
import { WEEK_DAYS } from '@repute/domain/hours';
import { DAY_LABELS, type DayForm, type WeekForm } from '../hours-form';
import { DayHoursEditor } from './DayHoursEditor';

type WeekHoursEditorProps = {
  week: WeekForm;
  /** Error of a path under 'hours.{day}'. */
  errorOf: (path: string) => string | undefined;
  onChange: (day: WeekDay, value: DayForm) => void;
  onBlur: (path: string) => void;
};

/** Monday to Sunday, each closed, 24 hours or with time ranges. */
export function WeekHoursEditor({ week, errorOf, onChange, onBlur }: WeekHoursEditorProps) {
  const path = (day: WeekDay, sub: string) => (sub ? `hours.${day}.${sub}` : `hours.${day}`);
  return (
    <Stack gap="sm">
      {WEEK_DAYS.map((day) => (
        <Group key={day} align="flex-start" gap="md" wrap="nowrap">
          <Text fw={500} w={100} mt={8}>
            {DAY_LABELS[day]}
          </Text>
          <DayHoursEditor
            label={DAY_LABELS[day]}
            day={week[day]}
            errorOf={(sub) => errorOf(path(day, sub))}
            onChange={(value) => onChange(day, value)}
            onBlur={(sub) => onBlur(path(day, sub))}
          />
        </Group>
      ))}
    </Stack>
  );
}
