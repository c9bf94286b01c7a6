import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../shared/api/api-client';
import { errorText } from '../../../shared/api/api-error';
import { locationKeys } from '../../../shared/entities/locations/location-keys';
import type { LocationRecord } from '../../../shared/entities/locations/locations-api';
import { toast } from '../../../shared/ui/toast';
import { closedWeekForm, type WeekForm, weekFormErrors, weekFormToWire } from '../hours-form';
import { recordWithHours } from '../location-form-values';
import { bulkHoursFailure } from '../location-rules';
import { LOCATION_TEXT } from '../messages';
import { WeekHoursEditor } from './WeekHoursEditor';

type BulkEditHoursModalProps = { locationIds: number[]; opened: boolean; onClose: (updated: boolean) => void };

/** Bulk edit location hours (spec 001 §7): each selected location is fetched, then patched with the new week. */
export function BulkEditHoursModal({ locationIds, opened, onClose }: BulkEditHoursModalProps) {
  const queryClient = useQueryClient();
  const [week, setWeek] = useState<WeekForm>(closedWeekForm);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = weekFormErrors(week);
  const errorOf = (path: string) => (submitted || touched.has(path) ? errors[path] : undefined);

  const close = (updated: boolean) => {
    setWeek(closedWeekForm());
    setTouched(new Set());
    setSubmitted(false);
    onClose(updated);
  };

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    const hours = weekFormToWire(week);
    const results = await Promise.allSettled(
      locationIds.map(async (id) => {
        const location = await api.get<LocationRecord>(`/locations/${id}`);
        return api.patch<LocationRecord>(`/locations/${id}`, recordWithHours(location, hours));
      }),
    );
    setSaving(false);
    await queryClient.invalidateQueries({ queryKey: locationKeys.all });
    const failures = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    const failure = bulkHoursFailure(failures.length, locationIds.length, errorText(failures[0]?.reason));
    if (failure) toast.alert(failure);
    if (failures.length < locationIds.length) toast.success(LOCATION_TEXT.hoursUpdated);
    close(failures.length < locationIds.length);
  };

  return (
    // Escape belongs to the time pickers inside: it must not throw the week away.
    <Modal opened={opened} onClose={() => close(false)} title="Edit Location Hours" size="xl" closeOnEscape={false}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          These hours replace the operating hours of the {LOCATION_TEXT.selectedLocations(locationIds.length)}.
        </Text>
        <ScrollArea.Autosize mah="60vh">
          <WeekHoursEditor
            week={week}
            errorOf={errorOf}
            onChange={(day, value) => setWeek((current) => ({ ...current, [day]: value }))}
            onBlur={(path) => setTouched((current) => new Set(current).add(path))}
          />
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => close(false)} disabled={saving}>
            Cancel
          </Button>
          <Button loading={saving} onClick={() => void save()}>
            Update Hours
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
