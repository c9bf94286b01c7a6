import type { Country, State } from '@repute/domain';
import { useEffect } from 'react';
import type { LocationFormValues } from '../location-form-values';
import { matchByName } from '../reference-match';

/**
 * Keeps country_id and state_id in step with the typed country and state once the lists are there: a name
 * that matches an entry selects it (the default 'United States' too). Codes are read when a field is left.
 */
export function useReferenceIds(
  values: Pick<LocationFormValues, 'country' | 'country_id' | 'state' | 'state_id'>,
  countries: Country[] | undefined,
  states: State[] | undefined,
  setFields: (change: Partial<LocationFormValues>) => void,
): void {
  useEffect(() => {
    if (!countries || values.country_id !== null) return;
    const country = matchByName(countries, values.country);
    if (country) setFields({ country: country.name, country_id: country.id });
  }, [countries, values.country, values.country_id, setFields]);

  useEffect(() => {
    if (!states || values.state_id !== null) return;
    const state = matchByName(states, values.state);
    if (state) setFields({ state: state.name, state_id: state.id });
  }, [states, values.state, values.state_id, setFields]);
}
