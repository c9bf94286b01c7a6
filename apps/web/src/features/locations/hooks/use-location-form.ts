import { useForm } from '@mantine/form';
import type { Location } from '@repute/domain';
import { USER_TYPE_ID } from '@repute/domain/user-types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../../shared/auth/use-auth';
import { useAccount, useAccountSettings } from '../../../shared/session/session-queries';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { useDirectories, useLocationOverrides } from '../api/overrides-api';
import { useCountries, useStates } from '../api/reference-api';
import { holidayErrors, holidaySavePlan, planIsEmpty } from '../holiday-hours-form';
import {
  emptyLocationForm,
  type LocationFormValues,
  locationFormErrors,
  locationToForm,
} from '../location-form-values';
import { LOCATION_TEXT } from '../messages';
import { type OverrideForm, overrideErrors, overrideSavePlan, overridesToForm } from '../overrides-form';
import { matchByName, matchByNameOrCode } from '../reference-match';
import { localClock } from '../short-date';
import { useErrorToast } from './use-error-toast';
import { useHolidayHours } from './use-holiday-hours';
import { useReferenceIds } from './use-reference-ids';

/** Everything the location form holds and knows: values, holiday hours, overrides, reference lists, gates. */
export function useLocationForm(location: Location | undefined, expandHolidayHours: boolean) {
  const auth = useAuth();
  const accountId = auth?.account_id ?? 0;
  const may = useMayCallOf();
  const account = useAccount();
  const settings = useAccountSettings();
  const [clock] = useState(localClock);
  const [initial] = useState(() => (location ? locationToForm(location) : emptyLocationForm()));

  const countries = useCountries('');
  const [countryId, setCountryId] = useState(initial.country_id);
  const states = useStates(countryId, '');
  useErrorToast(countries.error, LOCATION_TEXT.countries);
  useErrorToast(states.error, LOCATION_TEXT.states);
  const statesListed = (states.data?.length ?? 0) > 0;

  const holiday = useHolidayHours(accountId, location?.id ?? null, clock.today, expandHolidayHours);

  const canOverride = may('POST /location_source_overrides');
  const directories = useDirectories();
  const savedOverrides = useLocationOverrides(accountId, canOverride ? location?.id : undefined);
  const overridesReady = Boolean(directories.data) && (!location || Boolean(savedOverrides.data));
  useErrorToast(directories.error ?? savedOverrides.error, LOCATION_TEXT.sourceData);
  const [overrides, setOverrides] = useState<OverrideForm[] | null>(null);
  useEffect(() => {
    if (overrides === null && overridesReady && directories.data) {
      setOverrides(overridesToForm(directories.data, savedOverrides.data ?? []));
    }
  }, [overrides, overridesReady, directories.data, savedOverrides.data]);

  /** Every rule of the form: the record's (domain schema), the holiday hours' and the overrides'. */
  const rules = (values: LocationFormValues): Record<string, string> => ({
    ...locationFormErrors(values, { statesListed }),
    ...holidayErrors(holiday.state.rows, clock.today),
    ...overrideErrors(overrides ?? []),
  });
  const form = useForm<LocationFormValues>({ initialValues: initial, validate: rules });
  const { values } = form;
  const latest = useRef(form);
  latest.current = form;

  /**
   * Several fields at once, each losing only its own error (setValues would drop every error on the form);
   * stable, so effects can depend on it.
   */
  const setFields = useCallback((change: Partial<LocationFormValues>) => {
    for (const [key, value] of Object.entries(change)) latest.current.setFieldValue(key, value);
  }, []);
  useEffect(() => setCountryId(values.country_id), [values.country_id]);
  useReferenceIds(values, countries.data, states.data, setFields);

  /**
   * Leaving a field checks it (spec 000 §5: validate on blur), and re-checks the error of the day or row it
   * belongs to once that is shown, so a fixed day loses its error. Paths of holiday hours and overrides live
   * outside the values, which is why this is not Mantine's own validateField.
   */
  const validateOnLeave = (path: string) => {
    const errors = rules(latest.current.getValues());
    form.setFieldError(path, errors[path] ?? null);
    for (const shown of Object.keys(form.errors)) {
      if (path.startsWith(`${shown}.`)) form.setFieldError(shown, errors[shown] ?? null);
    }
  };
  const errorOf = (path: string) => form.errors[path] as string | undefined;

  const holidayPlanFor = useCallback(
    (locationId: number) => holidaySavePlan(holiday.state, accountId, locationId),
    [holiday.state, accountId],
  );
  const overridePlanFor = useCallback(
    (locationId: number) => overrideSavePlan(overrides ?? [], savedOverrides.data ?? [], accountId, locationId),
    [overrides, savedOverrides.data, accountId],
  );

  // The ids follow the typed country and state by themselves (useReferenceIds): only what was typed counts.
  const typed = ({ country_id, state_id, ...rest }: LocationFormValues) => JSON.stringify(rest);
  const dirty =
    typed(values) !== typed(initial) ||
    !planIsEmpty(holidayPlanFor(location?.id ?? 0)) ||
    overridePlanFor(location?.id ?? 0).create.length + overridePlanFor(location?.id ?? 0).patch.length > 0;

  /** Typing a country: a different country means a different list of states. */
  const setCountry = useCallback(
    (text: string) => {
      const id = countries.data ? (matchByName(countries.data, text)?.id ?? null) : null;
      const current = latest.current.getValues();
      setFields({
        country: text,
        country_id: id,
        ...(id !== current.country_id && current.country_id !== null ? { state: '', state_id: null } : {}),
      });
    },
    [countries.data, setFields],
  );

  const setState = useCallback(
    (text: string) => {
      const id = states.data ? (matchByName(states.data, text)?.id ?? null) : null;
      setFields({ state: text, state_id: id });
    },
    [states.data, setFields],
  );

  /** Leaving the field: a code ('US', 'WA') reads as its entry. */
  const settleReference = (field: 'country' | 'state') => {
    const list = field === 'country' ? countries.data : states.data;
    const match = list ? matchByNameOrCode(list, values[field]) : undefined;
    if (match && values[`${field}_id`] === null) {
      if (field === 'country') setCountry(match.name);
      else setFields({ state: match.name, state_id: match.id });
    }
    validateOnLeave(field);
  };

  return {
    auth,
    accountId,
    account: account.data,
    clock,
    form,
    setFields,
    validateOnLeave,
    errorOf,
    holiday,
    overrides,
    setOverrides,
    canOverride,
    countries: countries.data ?? [],
    states: states.data ?? [],
    setCountry,
    setState,
    settleReference,
    holidayPlanFor,
    overridePlanFor,
    dirty,
    savedOverrides: savedOverrides.data ?? [],
    isAdmin: auth?.user_type_id === USER_TYPE_ID.admin,
    isHealthcare: account.data?.account_vertical_name === 'healthcare',
    hasSpecialHours: settings.data?.special_hours === true,
  };
}

export type LocationFormControl = ReturnType<typeof useLocationForm>;
