import { Button, Drawer, Group, Loader, MultiSelect, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { EmailFrequency, ScheduledExport, Weekday } from '@repute/domain';
import { DATE_DESCRIPTOR_LABELS } from '@repute/domain/date-descriptors';
import { EMAIL_FREQUENCIES, WEEKDAYS } from '@repute/domain/scheduled-export-schedule';
import {
  canSaveScheduledExport,
  dateOptionMessage,
  matchRecipients,
  parseDayOfMonth,
  SCHEDULED_EXPORT_MESSAGES,
  SCHEDULED_EXPORT_NAME_MAX_LENGTH,
  SCHEDULED_EXPORT_SUCCESS_TOAST_MS,
} from '@repute/domain/scheduled-exports';
import { useEffect, useState } from 'react';
import { useAuth } from '../../../shared/auth/use-auth';
import { useAccountCalendar } from '../../../shared/filters/use-account-calendar';
import { timeZoneName } from '../../../shared/lib/account-time';
import { characterCount } from '../../../shared/lib/character-count';
import { toast } from '../../../shared/ui/toast';
import {
  hasUnsavedChanges,
  initialScheduleValues,
  type ScheduleExportSubject,
  type ScheduleExportValues,
  scheduleExportBody,
  withFrequency,
} from '../schedule-export-form';
import {
  useCreateScheduledExport,
  useOutsideRecipientsAllowed,
  usePatchScheduledExport,
  useRecipientCandidates,
  useScheduledExport,
} from '../scheduled-exports-api';
import { OutsideRecipientsInput } from './OutsideRecipientsInput';
import { ScheduleExportScope } from './ScheduleExportScope';
import { UnsavedChangesModal } from './UnsavedChangesModal';

/** Spec 000 §2: a right-side flyout 380 px wide. */
export const FLYOUT_WIDTH = 380;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const FREQUENCY_OPTIONS = EMAIL_FREQUENCIES.map((value) => ({ value, label: capitalized(value) }));
const WEEKDAY_OPTIONS = WEEKDAYS.map((value) => ({ value, label: capitalized(value) }));

type ScheduleExportFlyoutProps = {
  opened: boolean;
  editingId: number | null;
  subject: ScheduleExportSubject;
  onClose: () => void;
};

/** Schedule Export, or Edit Scheduled Export with flyout_edit (spec 000 §2, §4, §5, §8). */
export function ScheduleExportFlyout({ opened, editingId, subject, onClose }: ScheduleExportFlyoutProps) {
  const existing = useScheduledExport(opened ? editingId : null);
  const loading = editingId !== null && !existing.data;
  // The fields live here, beside the closing rules: whether there are unsaved edits is known in the same render
  // as the last keystroke, so an Escape right after typing asks first.
  const draftKey = opened && !loading ? `${editingId ?? 'new'}:${existing.data?.id ?? ''}` : null;
  const [draft, setDraft] = useState<{ key: string; initial: ScheduleExportValues; values: ScheduleExportValues }>();
  if (draftKey && draft?.key !== draftKey) {
    const initial = initialScheduleValues(existing.data);
    setDraft({ key: draftKey, initial, values: initial });
  }
  if (!draftKey && draft) setDraft(undefined);
  const dirty = draft ? hasUnsavedChanges(draft.initial, draft.values) : false;
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setDraft(undefined);
    onClose();
  };
  // Every way out (close button, Escape, a click outside, Cancel) asks first when there are unsaved edits.
  const requestClose = () => (dirty ? setConfirming(true) : close());
  // Escape is ours, not the drawer's: its window listener can run with the props of an earlier render and
  // close the flyout without asking. A key meant for an open list (it closes the list) is left alone; that is
  // read while capturing, before the list handles the key: a browser re-renders between listeners, so by the
  // bubbling phase the list is already closed and the key would close the flyout too.
  useEffect(() => {
    if (!opened || confirming) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const handled = (event.target as HTMLElement | null)?.getAttribute('data-mantine-stop-propagation') === 'true';
      if (event.key !== 'Escape' || event.isComposing || handled) return;
      if (dirty) setConfirming(true);
      else close();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  });
  return (
    <>
      <Drawer
        opened={opened}
        onClose={requestClose}
        position="right"
        size={FLYOUT_WIDTH}
        title={editingId ? SCHEDULED_EXPORT_MESSAGES.editTitle : SCHEDULED_EXPORT_MESSAGES.scheduleTitle}
        closeButtonProps={{ 'aria-label': 'Close' }}
        closeOnEscape={false}
      >
        {opened && loading && <Loader aria-label="Loading the scheduled export" />}
        {draft && draft.key === draftKey && (
          <ScheduleExportForm
            existing={existing.data}
            subject={
              existing.data
                ? { ...subject, exportType: existing.data.export_type, resourceId: existing.data.resource_id }
                : subject
            }
            values={draft.values}
            onChange={(change) => setDraft((current) => current && { ...current, values: change(current.values) })}
            onCancel={requestClose}
            onSaved={close}
          />
        )}
      </Drawer>
      <UnsavedChangesModal
        opened={confirming}
        onKeepEditing={() => setConfirming(false)}
        onDiscard={() => {
          setConfirming(false);
          close();
        }}
      />
    </>
  );
}

type ScheduleExportFormProps = {
  existing: ScheduledExport | undefined;
  subject: ScheduleExportSubject;
  values: ScheduleExportValues;
  onChange: (change: (values: ScheduleExportValues) => ScheduleExportValues) => void;
  onCancel: () => void;
  onSaved: () => void;
};

function ScheduleExportForm({ existing, subject, values, onChange, onCancel, onSaved }: ScheduleExportFormProps) {
  const auth = useAuth();
  const { timeZone } = useAccountCalendar();
  const [nameTouched, setNameTouched] = useState(false);
  const candidates = useRecipientCandidates(true);
  const outsideAllowed = useOutsideRecipientsAllowed();
  const create = useCreateScheduledExport();
  const patch = usePatchScheduledExport();
  const saving = create.isPending || patch.isPending;

  const set = <Key extends keyof ScheduleExportValues>(key: Key, value: ScheduleExportValues[Key]) =>
    onChange((current) => ({ ...current, [key]: value }));
  const count = characterCount(values.name.trim().length, SCHEDULED_EXPORT_NAME_MAX_LENGTH);
  const dateMessage = dateOptionMessage(subject.dateDescriptor);
  const dayOfMonthValid = values.frequency !== 'monthly' || parseDayOfMonth(values.dayOfMonth) !== null;
  const saveEnabled =
    dayOfMonthValid &&
    canSaveScheduledExport({
      name: values.name,
      recipientCount: values.recipientIds.length + values.outsideEmails.length,
      scheduledTime: values.time,
      frequency: values.frequency,
      dateDescriptor: subject.dateDescriptor,
      saving,
    });

  const users = candidates.data ?? [];
  const recipientOptions = users.map((user) => ({
    value: String(user.id),
    label: `${user.profile_name} (${user.email})`,
  }));

  const save = async () => {
    const body = scheduleExportBody(values, subject, auth?.account_id ?? 0);
    try {
      if (existing) {
        await patch.mutateAsync({ id: existing.id, body });
        toast.success(SCHEDULED_EXPORT_MESSAGES.updated, { duration: SCHEDULED_EXPORT_SUCCESS_TOAST_MS });
      } else {
        await create.mutateAsync(body);
        toast.success(SCHEDULED_EXPORT_MESSAGES.saved, { duration: SCHEDULED_EXPORT_SUCCESS_TOAST_MS });
      }
      onSaved();
    } catch (error) {
      toast.alert(existing ? SCHEDULED_EXPORT_MESSAGES.updateFailed : SCHEDULED_EXPORT_MESSAGES.saveFailed, { error });
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (saveEnabled) void save();
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Name"
          required
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          onBlur={() => setNameTouched(true)}
          description={count.over ? undefined : count.text}
          error={
            count.over
              ? count.text
              : nameTouched && !values.name.trim()
                ? SCHEDULED_EXPORT_MESSAGES.nameRequired
                : undefined
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <MultiSelect
          label="Recipients"
          required
          searchable
          nothingFoundMessage="No Options"
          data={recipientOptions}
          value={values.recipientIds}
          onChange={(ids) => set('recipientIds', ids)}
          filter={({ options, search }) => {
            const matching = new Set(matchRecipients(users, search).map((user) => String(user.id)));
            return options.filter((option) => 'value' in option && matching.has(option.value));
          }}
        />
        <OutsideRecipientsInput
          value={values.outsideEmails}
          onChange={(emails) => set('outsideEmails', emails)}
          users={users}
          onPickUser={(id) =>
            onChange((current) =>
              current.recipientIds.includes(String(id))
                ? current
                : { ...current, recipientIds: [...current.recipientIds, String(id)] },
            )
          }
          allowed={outsideAllowed}
        />
        <Select
          label="Email Frequency"
          required
          allowDeselect={false}
          data={FREQUENCY_OPTIONS}
          value={values.frequency}
          onChange={(frequency) =>
            frequency && onChange((current) => withFrequency(current, frequency as EmailFrequency))
          }
        />
        {values.frequency === 'weekly' && (
          <Select
            label="Day"
            allowDeselect={false}
            data={WEEKDAY_OPTIONS}
            value={values.day}
            onChange={(day) => day && set('day', day as Weekday)}
          />
        )}
        {values.frequency === 'monthly' && (
          <TextInput
            label="Day of Month"
            inputMode="numeric"
            value={values.dayOfMonth}
            onChange={(event) => set('dayOfMonth', event.currentTarget.value)}
            error={dayOfMonthValid ? undefined : SCHEDULED_EXPORT_MESSAGES.invalidDayOfMonth}
          />
        )}
        <TextInput
          label="Scheduled Time"
          type="time"
          required
          description={`Time zone: ${timeZoneName(timeZone)}`}
          inputWrapperOrder={['label', 'input', 'description']}
          value={values.time}
          onChange={(event) => set('time', event.currentTarget.value)}
        />
        <Textarea
          label="Message"
          autosize
          minRows={3}
          value={values.body}
          onChange={(event) => set('body', event.currentTarget.value)}
        />
        <ScheduleExportScope filters={subject.filters} />
        <div>
          <Text size="sm" fw={500}>
            Date range
          </Text>
          <Text size="sm">{subject.dateDescriptor ? DATE_DESCRIPTOR_LABELS[subject.dateDescriptor] : '—'}</Text>
          {dateMessage && (
            <Text size="sm" c="red.8" role="alert">
              {dateMessage}
            </Text>
          )}
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!saveEnabled} loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
