import type { LocationInput } from '@repute/domain';
import { createLocation, patchLocation } from '@repute/domain/contracts/locations';
import { SPECIAL_HOURS_MESSAGES } from '@repute/domain/special-hours';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { accountKeys } from '../../../shared/entities/accounts/account-keys';
import { locationKeys } from '../../../shared/entities/locations/location-keys';
import type { LocationSaved } from '../../../shared/entities/locations/locations-api';
import { sourceKeys } from '../../../shared/entities/sources/source-keys';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { overrideKeys } from '../../../shared/listings/listing-keys';
import { toast } from '../../../shared/ui/toast';
import { overrideCalls } from '../api/overrides-api';
import { specialHoursCalls, specialHoursKeys } from '../api/special-hours-api';
import type { HolidayProgress, HolidaySavePlan } from '../holiday-hours-form';
import { LOCATION_TEXT } from '../messages';
import type { OverrideSavePlan } from '../overrides-form';
import { type SaveResult, saveLocation } from '../save-location';

export type SaveOutcome = { location: LocationSaved; partial: boolean };

type SaveInput = {
  locationId: number | null;
  input: LocationInput;
  holidayPlan: (locationId: number) => HolidaySavePlan;
  overridePlan: (locationId: number) => OverrideSavePlan;
  onHolidayProgress: (progress: HolidayProgress) => void;
};

/** Texts of spec 001 §8 for a failed stage of the save; the server's own text is preferred. */
function failureText(result: Extract<SaveResult<LocationSaved>, { ok: false }>): string {
  const server = errorText(result.error);
  if (result.stage === 'holiday_hours') return server ?? SPECIAL_HOURS_MESSAGES.updateFailed;
  if (result.stage === 'overrides') {
    return isApiError(result.error) && result.error.status === 400 && server ? server : LOCATION_TEXT.overridesUpdate;
  }
  return server ?? LOCATION_TEXT.saveFailed;
}

/**
 * Runs the save of spec 001 §4 and says how it went: toasts for the person, field errors for the form, and
 * the saved location (also when a later stage failed after the location itself was saved).
 */
export function useLocationSave() {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  const save = useCallback(
    async (
      request: SaveInput,
      onFieldErrors: (errors: Record<string, string>) => void,
    ): Promise<SaveOutcome | null> => {
      setSaving(true);
      const result = await saveLocation<LocationSaved>(
        {
          createLocation: (body) => callEndpoint(createLocation, { body }),
          patchLocation: (id, body) => callEndpoint(patchLocation, { params: { id }, body }),
          removeSpecialHours: specialHoursCalls.remove,
          createSpecialHours: specialHoursCalls.create,
          patchSpecialHours: specialHoursCalls.patch,
          createOverride: overrideCalls.create,
          patchOverride: overrideCalls.patch,
        },
        request,
      );
      setSaving(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: locationKeys.all }),
        queryClient.invalidateQueries({ queryKey: specialHoursKeys.all }),
        queryClient.invalidateQueries({ queryKey: overrideKeys.all }),
        queryClient.invalidateQueries({ queryKey: sourceKeys.directories }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      ]);
      if (result.location) {
        toast.success(result.location.message);
      }
      if (result.ok) return { location: result.location, partial: false };
      toast.alert(failureText(result));
      if (result.stage === 'location') onFieldErrors(serverFieldErrors(result.error));
      return result.location ? { location: result.location, partial: true } : null;
    },
    [queryClient],
  );

  return { save, saving };
}
