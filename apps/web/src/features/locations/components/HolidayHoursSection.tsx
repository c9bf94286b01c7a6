import { Alert, Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { SPECIAL_HOURS_MESSAGES } from '@repute/domain/special-hours';
import { IconChevronDown, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { addRow, closedRunWarning, removeRow, rowWarning, updateRow } from '../holiday-hours-form';
import type { HolidayHoursControl } from '../hooks/use-holiday-hours';
import { FormSection } from './FormSection';
import { HolidayHoursRow } from './HolidayHoursRow';

type HolidayHoursSectionProps = {
  control: HolidayHoursControl;
  nowLocal: string;
  errorOf: (path: string) => string | undefined;
  onBlur: (path: string) => void;
};

/** Holiday hours (spec 001 §4 "Special hours"): collapsed until opened, then the location's dates from today. */
export function HolidayHoursSection({ control, nowLocal, errorOf, onBlur }: HolidayHoursSectionProps) {
  const { state, setState, expanded } = control;
  const runWarning = closedRunWarning(state.rows);
  return (
    <FormSection title="Holiday Hours" id="holiday-hours">
      <Group>
        <Button
          variant="subtle"
          px={0}
          aria-expanded={expanded}
          leftSection={expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          onClick={() => control.setExpanded(!expanded)}
        >
          {expanded ? 'Hide Holiday Hours' : 'Show Holiday Hours'}
        </Button>
      </Group>
      <Collapse expanded={expanded}>
        {control.loading && <TableSkeleton rows={2} label="Loading holiday hours" />}
        {control.failed && (
          <Alert color="red" variant="light" role="alert">
            {SPECIAL_HOURS_MESSAGES.fetchFailed}
          </Alert>
        )}
        {control.loaded && (
          <Stack gap="sm">
            {state.rows.length === 0 && (
              <Text c="dimmed" size="sm">
                No holiday hours from today on.
              </Text>
            )}
            {state.rows.map((row, index) => {
              const label = `Holiday hours ${index + 1}`;
              const prefix = `specialHours.${row.id}`;
              return (
                <HolidayHoursRow
                  key={row.id}
                  row={row}
                  label={label}
                  errorOf={(path) => errorOf(`${prefix}.${path}`)}
                  warning={rowWarning(row, nowLocal)}
                  onChange={(change) => setState((current) => updateRow(current, row.id, change))}
                  onBlur={(path) => onBlur(`${prefix}.${path}`)}
                  onRemove={() => setState((current) => removeRow(current, row.id))}
                />
              );
            })}
            {runWarning && (
              <Alert color="orange" variant="light">
                {runWarning}
              </Alert>
            )}
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() => setState((current) => addRow(current))}
              >
                Add Holiday Hours
              </Button>
            </Group>
          </Stack>
        )}
      </Collapse>
    </FormSection>
  );
}
