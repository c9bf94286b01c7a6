import { Button, Divider, Group, Paper, Stack } from '@mantine/core';
import type { Location } from '@repute/domain';
import { LOCATION_MESSAGES } from '@repute/domain/locations';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../shared/ui/toast';
import { applyProgress, needsOverrideConfirmation } from '../holiday-hours-form';
import { useLocationForm } from '../hooks/use-location-form';
import { type SaveOutcome, useLocationSave } from '../hooks/use-location-save';
import { useMinimumDelay } from '../hooks/use-minimum-delay';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { toLocationInput } from '../location-form-values';
import { FORM_SKELETON_MS } from '../messages';
import { parseAddressLine } from '../quick-search';
import { AddressFields } from './AddressFields';
import { ContactFields } from './ContactFields';
import { CostNotice } from './CostNotice';
import { FormSkeleton } from './FormSkeleton';
import { HolidayHoursSection } from './HolidayHoursSection';
import { HoursSection } from './HoursSection';
import { NpiSection } from './NpiSection';
import { OverrideConfirmModal } from './OverrideConfirmModal';
import { OverridesSection } from './OverridesSection';
import { QuickSearch } from './QuickSearch';
import { UnsavedChangesModal } from './UnsavedChangesModal';

type LocationFormProps = {
  /** The location being edited; without one the form creates a location. */
  location?: Location;
  expandHolidayHours?: boolean;
  onSaved: (outcome: SaveOutcome) => void;
  onCancel?: () => void;
  /**
   * The first location of a sign-up (/signup/location): names, address and contact only; hours, holiday hours,
   * directory overrides and NPI numbers wait for the location's page.
   */
  essentialsOnly?: boolean;
};

/** The location form of spec 001 §2 in create and edit modes, with every section and rule of §4 and §5. */
export function LocationForm({
  location,
  expandHolidayHours = false,
  onSaved,
  onCancel,
  essentialsOnly = false,
}: LocationFormProps) {
  const ready = useMinimumDelay(FORM_SKELETON_MS);
  const control = useLocationForm(location, expandHolidayHours);
  const { form, holiday } = control;
  const editing = Boolean(location);
  const { save, saving } = useLocationSave();
  const { blocker, allowLeave } = useUnsavedChanges(control.dirty && !saving);
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState(0);

  // After a refused submit, take the person to the first field that says what is wrong.
  useEffect(() => {
    if (refused > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  const runSave = async () => {
    setConfirming(false);
    const outcome = await save(
      {
        locationId: location?.id ?? null,
        input: toLocationInput(form.values, {
          accountId: control.accountId,
          withPlaceId: control.isAdmin,
          withOpenStatus: editing,
        }),
        holidayPlan: control.holidayPlanFor,
        overridePlan: control.overridePlanFor,
        onHolidayProgress: (progress) => holiday.setState((current) => applyProgress(current, progress)),
      },
      form.setErrors,
    );
    if (outcome) {
      allowLeave();
      onSaved(outcome);
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (form.validate().hasErrors) {
      toast.alert(LOCATION_MESSAGES.missingInformation);
      setRefused((count) => count + 1);
      return;
    }
    if (needsOverrideConfirmation(control.holidayPlanFor(location?.id ?? 0))) setConfirming(true);
    else void runSave();
  };

  if (!ready) return <FormSkeleton />;

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={editing ? 'Edit location' : 'Add location'}>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="xl">
          <QuickSearch
            onSearch={(line) => {
              const parsed = parseAddressLine(line, { countries: control.countries, states: control.states });
              if (parsed) {
                if (parsed.country) control.setCountry(parsed.country);
                const { country, ...address } = parsed;
                control.setFields(address);
              }
              return parsed;
            }}
          />
          <AddressFields control={control} />
          <ContactFields control={control} editing={editing} />
          {control.isHealthcare && !essentialsOnly && (
            <NpiSection
              accountId={control.accountId}
              numbers={form.values.npi_numbers}
              onChange={(numbers) => form.setFieldValue('npi_numbers', numbers)}
              address={{
                publicName: form.values.public_name,
                city: form.values.city,
                state: control.states.find((state) => state.id === form.values.state_id)?.code ?? form.values.state,
                zipcode: form.values.zipcode,
              }}
            />
          )}
          {!essentialsOnly && (
            <>
              <Divider />
              <HoursSection
                hours={form.values.hours}
                errorOf={control.errorOf}
                onBlur={control.validateOnLeave}
                onChange={(hours, removeHours) => control.setFields({ hours, remove_hours: removeHours })}
              />
              {control.hasSpecialHours && (
                <HolidayHoursSection
                  control={holiday}
                  nowLocal={control.clock.nowLocal}
                  errorOf={control.errorOf}
                  onBlur={control.validateOnLeave}
                />
              )}
              {control.canOverride && control.overrides && (
                <OverridesSection
                  overrides={control.overrides}
                  errorOf={control.errorOf}
                  onBlur={control.validateOnLeave}
                  onChange={control.setOverrides}
                />
              )}
            </>
          )}
          {!editing && (
            <CostNotice
              accountId={control.accountId}
              userTypeId={control.auth?.user_type_id}
              isWhitelabel={control.auth?.isWhitelabel ?? false}
            />
          )}
          <Group justify="flex-end">
            {editing && onCancel && (
              <Button variant="default" onClick={onCancel} disabled={saving}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={saving}>
              {editing ? 'Save' : 'Add New Location'}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <OverrideConfirmModal
        opened={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void runSave()}
      />
      <UnsavedChangesModal blocker={blocker} />
    </form>
  );
}
