import { ActionIcon, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { TWENTY_FOUR_HOURS } from '@repute/domain/hours';
import { IconPlus, IconX } from '@tabler/icons-react';
import { addRange, type DayForm, MAX_RANGES_PER_DAY, removeRange, setDayClosed, setRangeTime } from '../hours-form';
import { TimeField } from './TimeField';

type DayHoursEditorProps = {
  /** Names the fields: 'Monday', or 'Holiday 12/24/30'. */
  label: string;
  day: DayForm;
  /** Error of a path under this day: '' for the day itself, 'ranges.0.open' for a field. */
  errorOf: (path: string) => string | undefined;
  onChange: (day: DayForm) => void;
  onBlur: (path: string) => void;
  /** Holiday rows have their own Closed box. */
  withClosed?: boolean;
};

/**
 * One day's hours (spec 001 §4 "Day hours"): closed, 24 hours, or time ranges. '24 hours' is picked in a time
 * field; typing a time there afterwards returns the day to ranges.
 */
export function DayHoursEditor({ label, day, errorOf, onChange, onBlur, withClosed = true }: DayHoursEditorProps) {
  const dayError = errorOf('');
  return (
    <Stack gap={4}>
      <Group gap="md" align="flex-start" wrap="wrap">
        {withClosed && (
          <Checkbox
            mt={8}
            w={90}
            label="Closed"
            aria-label={`${label} closed`}
            checked={!day.open}
            onChange={(event) => onChange(setDayClosed(day, event.currentTarget.checked))}
          />
        )}
        {day.open && day.is_24_hours && (
          <TimeField
            label={`${label} open time`}
            value={TWENTY_FOUR_HOURS}
            onChange={(text) => onChange(setRangeTime(day, 0, 'open', text))}
            onBlur={() => onBlur('ranges.0.open')}
          />
        )}
        {day.open && !day.is_24_hours && (
          <Stack gap={6}>
            {day.ranges.map((range, index) => {
              const suffix = index === 0 ? '' : ` ${index + 1}`;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no identity beyond their place
                <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                  <TimeField
                    label={`${label} open time${suffix}`}
                    value={range.open}
                    error={errorOf(`ranges.${index}.open`)}
                    onChange={(text) => onChange(setRangeTime(day, index, 'open', text))}
                    onBlur={() => onBlur(`ranges.${index}.open`)}
                  />
                  <Text mt={6} c="dimmed" aria-hidden>
                    to
                  </Text>
                  <TimeField
                    label={`${label} close time${suffix}`}
                    value={range.close}
                    error={errorOf(`ranges.${index}.close`)}
                    onChange={(text) => onChange(setRangeTime(day, index, 'close', text))}
                    onBlur={() => onBlur(`ranges.${index}.close`)}
                  />
                  {day.ranges.length > 1 && (
                    <ActionIcon
                      mt={4}
                      variant="subtle"
                      color="gray"
                      aria-label={`Remove ${label} time range${suffix || ' 1'}`}
                      onClick={() => onChange(removeRange(day, index))}
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  )}
                </Group>
              );
            })}
            {day.ranges.length < MAX_RANGES_PER_DAY && (
              <Button
                variant="subtle"
                size="compact-sm"
                w="fit-content"
                leftSection={<IconPlus size={14} />}
                aria-label={`Add ${label} time range`}
                onClick={() => onChange(addRange(day))}
              >
                Add time range
              </Button>
            )}
          </Stack>
        )}
      </Group>
      {dayError && (
        <Text c="red" size="xs" role="alert">
          {dayError}
        </Text>
      )}
    </Stack>
  );
}
