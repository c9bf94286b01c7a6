import { Button, Drawer, Group, Loader, MultiSelect, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import type { EmailFrequency, ScheduledExport } from '@repute/domain';
import { DATE_DESCRIPTOR_LABELS } from '@repute/domain/date-descriptors';
import { EMAIL_FREQUENCIES, WEEKDAYS } from '@repute/domain/scheduled-export-schedule';
import {
  canSaveScheduledExport,
  dateOptionMessage,
  matchRecipients,
  SCHEDULED_EXPORT_BODY_MAX_LENGTH,
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
  initialScheduleValues,
  type ScheduleExportSubject,
  type ScheduleExportValues,
  scheduleExportBody,
  scheduleExportRules,
  withFrequency,
} from '../schedule-export-form';
import {
  type ScheduledExportBody,
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
  const accountId = useAuth()?.account_id ?? 0;
  const existing = useScheduledExport(opened ? editingId : null);
  const loading = editingId !== null && !existing.data;
  const exportSubject = existing.data
    ? { ...subject, exportType: existing.data.export_type, resourceId: existing.data.resource_id }
    : subject;
  // The form lives here, beside the closing rules: whether there are unsaved edits is known in the same render
  // as the last keystroke, so an Escape right after typing asks first.
  const form: ScheduleForm = useForm({
    initialValues: initialScheduleValues(),
    // Spec 000 §5: text fields are checked when left. The day of month is also checked as it is typed: Save is
    // disabled while it is wrong, and the field says why.
    validateInputOnBlur: ['name', 'time', 'dayOfMonth'],
    validateInputOnChange: ['dayOfMonth'],
    validate: scheduleExportRules(exportSubject, accountId, existing.data !== undefined),
    transformValues: (values: ScheduleExportValues) => scheduleExportBody(values, exportSubject, accountId),
  });
  // Each opening starts from the export being edited (once it has loaded), or from the defaults.
  const draftKey = opened && !loading ? `${editingId ?? 'new'}:${existing.data?.id ?? ''}` : null;
  const [formKey, setFormKey] = useState<string | null>(null);
  if (draftKey !== formKey) {
    if (draftKey) {
      form.setInitialValues(initialScheduleValues(existing.data));
      form.reset();
    }
    setFormKey(draftKey);
  }
  const dirty = formKey !== null && form.isDirty();
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setFormKey(null);
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
        {formKey !== null && (
          <ScheduleExportForm
            form={form}
            existing={existing.data}
            subject={exportSubject}
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

/** The flyout's fields, submitted as the call's body. */
type ScheduleForm = UseFormReturnType<ScheduleExportValues, ScheduledExportBody>;

type ScheduleExportFormProps = {
  form: ScheduleForm;
  existing: ScheduledExport | undefined;
  subject: ScheduleExportSubject;
  onCancel: () => void;
  onSaved: () => void;
};

function ScheduleExportForm({ form, existing, subject, onCancel, onSaved }: ScheduleExportFormProps) {
  const { timeZone } = useAccountCalendar();
  const candidates = useRecipientCandidates(true);
  const outsideAllowed = useOutsideRecipientsAllowed();
  const create = useCreateScheduledExport();
  const patch = usePatchScheduledExport();
  const saving = create.isPending || patch.isPending;

  const values = form.getValues();
  const count = characterCount(values.name.trim().length, SCHEDULED_EXPORT_NAME_MAX_LENGTH);
  const dateMessage = dateOptionMessage(subject.dateDescriptor);
  // Spec 000 §5: Save stays disabled until the export is complete; the schema judges the rest (the day of month).
  const saveEnabled =
    canSaveScheduledExport({
      name: values.name,
      recipientCount: values.recipientIds.length + values.outsideEmails.length,
      scheduledTime: values.time,
      frequency: values.frequency,
      dateDescriptor: subject.dateDescriptor,
      saving,
    }) && form.isValid();
  const changeFrequency = (frequency: EmailFrequency) => {
    const next = withFrequency(values, frequency);
    // Field by field: Mantine's setValues would clear every error of the form (decision 0128).
    form.setFieldValue('frequency', next.frequency);
    form.setFieldValue('time', next.time);
    form.setFieldValue('day', next.day);
    form.setFieldValue('dayOfMonth', next.dayOfMonth);
  };

  const users = candidates.data ?? [];
  const recipientOptions = users.map((user) => ({
    value: String(user.id),
    label: `${user.profile_name} (${user.email})`,
  }));

  const save = async (body: ScheduledExportBody) => {
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
      onSubmit={form.onSubmit((body) => {
        if (saveEnabled) void save(body);
      })}
    >
      <Stack gap="md">
        <TextInput
          label="Name"
          required
          {...form.getInputProps('name')}
          description={count.over ? undefined : count.text}
          error={count.over ? count.text : form.errors.name}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <MultiSelect
          label="Recipients"
          required
          searchable
          nothingFoundMessage="No Options"
          data={recipientOptions}
          {...form.getInputProps('recipientIds')}
          filter={({ options, search }) => {
            const matching = new Set(matchRecipients(users, search).map((user) => String(user.id)));
            return options.filter((option) => 'value' in option && matching.has(option.value));
          }}
        />
        <OutsideRecipientsInput
          value={values.outsideEmails}
          onChange={(emails) => form.setFieldValue('outsideEmails', emails)}
          users={users}
          onPickUser={(id) =>
            form.setFieldValue('recipientIds', (ids) => (ids.includes(String(id)) ? ids : [...ids, String(id)]))
          }
          allowed={outsideAllowed}
        />
        <Select
          label="Email Frequency"
          required
          allowDeselect={false}
          data={FREQUENCY_OPTIONS}
          value={values.frequency}
          onChange={(frequency) => frequency && changeFrequency(frequency as EmailFrequency)}
        />
        {values.frequency === 'weekly' && (
          <Select label="Day" allowDeselect={false} data={WEEKDAY_OPTIONS} {...form.getInputProps('day')} />
        )}
        {values.frequency === 'monthly' && (
          <TextInput label="Day of Month" inputMode="numeric" {...form.getInputProps('dayOfMonth')} />
        )}
        <TextInput
          label="Scheduled Time"
          type="time"
          required
          description={`Time zone: ${timeZoneName(timeZone)}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('time')}
        />
        <Textarea
          label="Message"
          autosize
          minRows={3}
          maxLength={SCHEDULED_EXPORT_BODY_MAX_LENGTH}
          {...form.getInputProps('body')}
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
