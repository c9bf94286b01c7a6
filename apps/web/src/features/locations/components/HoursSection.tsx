import { Button, Group, Text } from '@mantine/core';
import { closedWeekForm, type WeekForm } from '../hours-form';
import { FormSection } from './FormSection';
import { WeekHoursEditor } from './WeekHoursEditor';

type HoursSectionProps = {
  hours: WeekForm | null;
  errorOf: (path: string) => string | undefined;
  onChange: (hours: WeekForm | null, removeHours: boolean) => void;
  onBlur: (path: string) => void;
};

/** Operating hours (spec 001 §4): Add Hours starts an all-closed week; Remove Hours clears them on save. */
export function HoursSection({ hours, errorOf, onChange, onBlur }: HoursSectionProps) {
  return (
    <FormSection
      title="Operating Hours"
      description="Times can be typed as 9:00 AM, 9:00a or 21:00, or picked from the list."
    >
      {hours ? (
        <>
          <WeekHoursEditor week={hours} errorOf={errorOf} onChange={(week) => onChange(week, false)} onBlur={onBlur} />
          <Group>
            <Button variant="light" color="red" onClick={() => onChange(null, true)}>
              Remove Hours
            </Button>
          </Group>
        </>
      ) : (
        <Group>
          <Text c="dimmed" size="sm">
            No operating hours are set for this location.
          </Text>
          <Button variant="light" onClick={() => onChange(closedWeekForm(), false)}>
            Add Hours
          </Button>
        </Group>
      )}
    </FormSection>
  );
}
