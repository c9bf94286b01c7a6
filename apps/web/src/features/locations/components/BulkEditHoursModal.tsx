import { Button, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { getLocation, patchLocation } from '@repute/domain/contracts/locations';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { locationKeys } from '../../../shared/entities/locations/location-keys';
import { locationDetailQuery } from '../../../shared/entities/locations/locations-api';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { toast } from '../../../shared/ui/toast';
import { sharedWeekForm, type WeekForm, weekFormErrors, weekFormToWire } from '../hours-form';
import { recordWithHours } from '../location-form-values';
import { bulkHoursFailure } from '../location-rules';
import { LOCATION_TEXT } from '../messages';
import { WeekHoursEditor } from './WeekHoursEditor';

type BulkEditHoursModalProps = { locationIds: number[]; opened: boolean; onClose: (updated: boolean) => void };

/**
 * Bulk edit location hours (spec 001 §7): the week starts from the selected locations' hours when they share them
 * (decision 0121); each location is fetched again on save and patched with the new week.
 */
export function BulkEditHoursModal({ locationIds, opened, onClose }: BulkEditHoursModalProps) {
  const queryClient = useQueryClient();
  const selected = useQueries({
    queries: locationIds.map((id) => ({ ...locationDetailQuery(id), enabled: opened })),
  });
  const loaded = selected.every((query) => query.data);
  const failed = selected.some((query) => query.isError);
  // The week is set from the locations once they are all read, again for another selection.
  const selectionKey = opened && loaded ? locationIds.join(',') : null;
  const [start, setStart] = useState<{ key: string; differ: boolean } | null>(null);
  const [week, setWeek] = useState<WeekForm | null>(null);
  if (selectionKey && start?.key !== selectionKey) {
    const shared = sharedWeekForm(selected.map((query) => query.data?.hours));
    setStart({ key: selectionKey, differ: shared.differ });
    setWeek(shared.week);
  }
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = weekFormErrors(week);
  const errorOf = (path: string) => (submitted || touched.has(path) ? errors[path] : undefined);

  const close = (updated: boolean) => {
    setStart(null);
    setWeek(null);
    setTouched(new Set());
    setSubmitted(false);
    onClose(updated);
  };

  const save = async () => {
    setSubmitted(true);
    if (!week || Object.keys(errors).length > 0) return;
    setSaving(true);
    const hours = weekFormToWire(week);
    const results = await Promise.allSettled(
      locationIds.map(async (id) => {
        const location = await callEndpoint(getLocation, { params: { id } });
        return callEndpoint(patchLocation, { params: { id }, body: recordWithHours(location, hours) });
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
        {start?.differ && <Text size="sm">{LOCATION_TEXT.bulkHoursDiffer}</Text>}
        <Text size="sm" c="dimmed">
          These hours replace the operating hours of the {LOCATION_TEXT.selectedLocations(locationIds.length)}.
        </Text>
        {failed && <ErrorAlert>{LOCATION_TEXT.loadLocation}</ErrorAlert>}
        {!failed && !week && <Loader size="sm" aria-label="Loading the locations' hours" />}
        {week && (
          <ScrollArea.Autosize mah="60vh">
            <WeekHoursEditor
              week={week}
              errorOf={errorOf}
              onChange={setWeek}
              onBlur={(path) => setTouched((current) => new Set(current).add(path))}
            />
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => close(false)} disabled={saving}>
            Cancel
          </Button>
          <Button loading={saving} disabled={!week} onClick={() => void save()}>
            Update Hours
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
