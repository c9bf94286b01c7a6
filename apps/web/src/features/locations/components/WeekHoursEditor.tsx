import { Button, Flex, Stack, Text } from '@mantine/core';
import type { WeekDay } from '@repute/domain';
import { WEEK_DAYS } from '@repute/domain/hours';
import { IconCopy } from '@tabler/icons-react';
import { copyDayToAllDays, DAY_LABELS, type WeekForm } from '../hours-form';
import { DayHoursEditor } from './DayHoursEditor';

type WeekHoursEditorProps = {
  week: WeekForm;
  /** Error of a path under 'hours.{day}'. */
  errorOf: (path: string) => string | undefined;
  onChange: (week: WeekForm) => void;
  onBlur: (path: string) => void;
};

/** Monday to Sunday, each closed, 24 hours or with time ranges; any day's hours can be copied to every day. */
export function WeekHoursEditor({ week, errorOf, onChange, onBlur }: WeekHoursEditorProps) {
  const path = (day: WeekDay, sub: string) => (sub ? `hours.${day}.${sub}` : `hours.${day}`);
  return (
    <Stack gap="sm">
      {WEEK_DAYS.map((day) => (
        // On a phone the day's name sits above its hours, so that a day's two time fields fit the card.
        <Flex key={day} direction={{ base: 'column', sm: 'row' }} align="flex-start" gap={{ base: 4, sm: 'md' }}>
          <Text fw={500} w={{ sm: 100 }} mt={{ sm: 8 }} style={{ flex: 'none' }}>
            {DAY_LABELS[day]}
          </Text>
          <DayHoursEditor
            label={DAY_LABELS[day]}
            day={week[day]}
            errorOf={(sub) => errorOf(path(day, sub))}
            onChange={(value) => onChange({ ...week, [day]: value })}
            onBlur={(sub) => onBlur(path(day, sub))}
          />
          <Button
            variant="subtle"
            size="compact-sm"
            mt={{ sm: 6 }}
            leftSection={<IconCopy size={14} />}
            aria-label={`Copy ${DAY_LABELS[day]} to all days`}
            onClick={() => onChange(copyDayToAllDays(week, day))}
            style={{ flex: 'none' }}
          >
            Copy to all days
          </Button>
        </Flex>
      ))}
    </Stack>
  );
}
