import { Alert, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { createSpecialHours } from '@repute/domain/contracts/special-hours';
import { SPECIAL_HOURS_MESSAGES } from '@repute/domain/special-hours';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { useAuth } from '../../../shared/auth/use-auth';
import { toast } from '../../../shared/ui/toast';
import { specialHoursKeys } from '../api/special-hours-api';
import {
  addRow,
  closedRunWarning,
  EMPTY_HOLIDAY_STATE,
  holidayErrors,
  pendingRows,
  removeRow,
  rowDraft,
  rowWarning,
  updateRow,
} from '../holiday-hours-form';
import { LOCATION_TEXT } from '../messages';
import { localClock } from '../short-date';
import { HolidayHoursRow } from './HolidayHoursRow';

type BulkHolidayHoursModalProps = { locationIds: number[]; opened: boolean; onClose: () => void };

/**
 * Bulk Add Holiday Hours (spec 001 §4, §5): the same dates for every selected location. The first Confirm
 * warns that existing entries of those dates are overridden and becomes 'Continue anyway'; the second sends.
 */
export function BulkHolidayHoursModal({ locationIds, opened, onClose }: BulkHolidayHoursModalProps) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [clock] = useState(localClock);
  const [state, setState] = useState(() => addRow(EMPTY_HOLIDAY_STATE));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [warned, setWarned] = useState(false);
  const [sending, setSending] = useState(false);
  const errors = holidayErrors(state.rows, clock.today);
  const entries = pendingRows(state.rows);
  const runWarning = closedRunWarning(state.rows);

  const close = () => {
    setState(addRow(EMPTY_HOLIDAY_STATE));
    setTouched(new Set());
    setWarned(false);
    onClose();
  };

  const confirm = async () => {
    if (!warned) {
      setWarned(true);
      return;
    }
    setSending(true);
    try {
      let message: string = SPECIAL_HOURS_MESSAGES.updated;
      // Only entries with a start date are sent (spec 001 §5).
      for (const row of entries) {
        const answer = await callEndpoint(createSpecialHours, {
          body: { ...rowDraft(row), account_id: auth?.account_id, location_ids: locationIds },
        });
        if ('message' in answer) message = answer.message;
      }
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: specialHoursKeys.all });
      close();
    } catch (error) {
      toast.alert(errorText(error) ?? SPECIAL_HOURS_MESSAGES.updateFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    // Escape belongs to the date and time pickers inside: it must not throw the entries away.
    <Modal opened={opened} onClose={close} title="Add Holiday Hours" size="xl" closeOnEscape={false}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          These holiday hours are added to the {LOCATION_TEXT.selectedLocations(locationIds.length)}.
        </Text>
        <ScrollArea.Autosize mah="55vh">
          <Stack gap="sm">
            {state.rows.map((row, index) => {
              const label = `Holiday hours ${index + 1}`;
              const prefix = `specialHours.${row.id}`;
              return (
                <HolidayHoursRow
                  key={row.id}
                  row={row}
                  label={label}
                  errorOf={(path) =>
                    touched.has(`${prefix}.${path}`) || path === 'start_date' ? errors[`${prefix}.${path}`] : undefined
                  }
                  warning={rowWarning(row, clock.nowLocal)}
                  onChange={(change) => {
                    setWarned(false);
                    setState((current) => updateRow(current, row.id, change));
                  }}
                  onBlur={(path) => setTouched((current) => new Set(current).add(`${prefix}.${path}`))}
                  onRemove={() => setState((current) => removeRow(current, row.id))}
                />
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
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
            Add Date
          </Button>
        </Group>
        {warned && (
          <Alert color="yellow" variant="light" role="alert">
            Holiday hours already set for these dates at the selected locations will be overridden.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={sending}>
            Cancel
          </Button>
          <Button
            loading={sending}
            disabled={entries.length === 0 || Object.keys(errors).length > 0 || sending}
            onClick={() => void confirm()}
          >
            {warned ? 'Continue anyway' : 'Confirm'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
