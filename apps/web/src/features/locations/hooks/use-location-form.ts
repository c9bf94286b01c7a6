import { USER_TYPE_ID } from '@repute/domain/user-types';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth } from '../../../shared/auth/use-auth';
import type { LocationRecord } from '../../../shared/entities/locations/locations-api';
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
import { useDerivedForm } from './use-derived-form';
import { useErrorToast } from './use-error-toast';
import { useHolidayHours } from './use-holiday-hours';
import { useReferenceIds } from './use-reference-ids';

/** Everything the location form holds and knows: values, holiday hours, overrides, reference lists, gates. */
export function useLocationForm(location: LocationRecord | undefined, expandHolidayHours: boolean) {
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

  const rules = useCallback(
    (values: LocationFormValues) => locationFormErrors(values, { statesListed }),
    [statesListed],
  );
  const form = useDerivedForm(initial, rules);
  const { values, update } = form;
  useEffect(() => setCountryId(values.country_id), [values.country_id]);
  useReferenceIds(values, countries.data, states.data, update);

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

  const errors = useMemo(
    () => ({
      ...form.errors,
      ...holidayErrors(holiday.state.rows, clock.today),
      ...overrideErrors(overrides ?? []),
    }),
    [form.errors, holiday.state.rows, clock.today, overrides],
  );
  const { shows } = form;
  const errorOf = useCallback((path: string) => (shows(path) ? errors[path] : undefined), [errors, shows]);

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
      update((current) => ({
        ...current,
        country: text,
        country_id: id,
        ...(id !== current.country_id && current.country_id !== null ? { state: '', state_id: null } : {}),
      }));
    },
    [countries.data, update],
  );

  const setState = useCallback(
    (text: string) => {
      const id = states.data ? (matchByName(states.data, text)?.id ?? null) : null;
      update((current) => ({ ...current, state: text, state_id: id }));
    },
    [states.data, update],
  );

  /** Leaving the field: a code ('US', 'WA') reads as its entry. */
  const settleReference = useCallback(
    (field: 'country' | 'state') => {
      const list = field === 'country' ? countries.data : states.data;
      const match = list ? matchByNameOrCode(list, values[field]) : undefined;
      if (match && values[`${field}_id`] === null) {
        if (field === 'country') setCountry(match.name);
        else update((current) => ({ ...current, state: match.name, state_id: match.id }));
      }
      form.touch(field);
    },
    [countries.data, states.data, values, setCountry, update, form],
  );

  return {
    auth,
    accountId,
    account: account.data,
    clock,
    form,
    errors,
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
