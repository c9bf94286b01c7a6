import type { Location, LocationInput, OpenStatus } from '@repute/domain';
import {
  isValidNpi,
  LOCATION_MESSAGES,
  locationInputSchema,
  missingLocationFields,
  normalizeWebsite,
} from '@repute/domain/locations';
import { domainResolver } from '../../shared/forms/domain-resolver';
import { type WeekForm, weekFormErrors, weekFormToWire, weekToForm } from './hours-form';

/** The location form's values (spec 001 §2 "Location form"); hours are held as typed. */
export type LocationFormValues = {
  name: string;
  public_name: string;
  address: string;
  address_2: string;
  city: string;
  state: string;
  state_id: number | null;
  country: string;
  country_id: number | null;
  zipcode: string;
  phone: string;
  website: string;
  external_id: string;
  google_place_id: string;
  category_id: number | null;
  category_name: string;
  open_status: OpenStatus;
  is_headquarters: boolean;
  npi_numbers: string[];
  hours: WeekForm | null;
  remove_hours: boolean;
};

export const DEFAULT_COUNTRY_NAME = 'United States';

export function emptyLocationForm(): LocationFormValues {
  return {
    name: '',
    public_name: '',
    address: '',
    address_2: '',
    city: '',
    state: '',
    state_id: null,
    country: DEFAULT_COUNTRY_NAME,
    country_id: null,
    zipcode: '',
    phone: '',
    website: '',
    external_id: '',
    google_place_id: '',
    category_id: null,
    category_name: '',
    open_status: 'active',
    is_headquarters: false,
    npi_numbers: [],
    hours: null,
    remove_hours: false,
  };
}

export function locationToForm(location: Location): LocationFormValues {
  return {
    name: location.name,
    public_name: location.public_name ?? '',
    address: location.address ?? '',
    address_2: location.address_2 ?? '',
    city: location.city ?? '',
    state: location.state ?? '',
    state_id: location.state_id,
    country: location.country ?? '',
    country_id: location.country_id,
    zipcode: location.zipcode ?? '',
    phone: location.phone ?? '',
    website: location.website ?? '',
    external_id: location.external_id ?? '',
    google_place_id: location.google_place_id ?? '',
    category_id: location.category_id,
    category_name: location.category_name ?? '',
    open_status: location.open_status,
    is_headquarters: location.is_headquarters,
    npi_numbers: [...location.industry_ids.npi_numbers],
    hours: weekToForm(location.hours),
    remove_hours: false,
  };
}

/** What the rules need to know besides the values. */
export type LocationRuleContext = {
  /** The chosen country has a list of states, so the state must come from it. */
  statesListed: boolean;
};

/** The record's text fields the domain checks (lengths, phone, website), as the API checks the body sent. */
const recordRules = domainResolver<LocationFormValues>(
  locationInputSchema.pick({
    name: true,
    public_name: true,
    address: true,
    address_2: true,
    city: true,
    state: true,
    zipcode: true,
    country: true,
    phone: true,
    website: true,
    external_id: true,
    google_place_id: true,
  }),
  { toBody: (values) => toLocationInput(values, { accountId: 0, withPlaceId: true, withOpenStatus: false }) },
);

/**
 * Every rule of spec 001 §5 "Location form" as field errors: the domain's '{label} is required' for the required
 * fields ('State is required' and 'Country is required' also when the text matches nothing), the domain
 * schema's phone and website rules, and the typed hours. NPI is not here: an NPI error never blocks saving.
 */
export function locationFormErrors(values: LocationFormValues, context: LocationRuleContext): Record<string, string> {
  const errors: Record<string, string> = { ...recordRules(values), ...missingLocationFields(values) };
  if (!errors.country && values.country_id === null) errors.country = LOCATION_MESSAGES.unknownCountry;
  if (!errors.state && context.statesListed && values.state_id === null) errors.state = LOCATION_MESSAGES.unknownState;
  Object.assign(errors, weekFormErrors(values.hours));
  return errors;
}

const textOrNull = (text: string) => text.trim() || null;

/**
 * The location record as create and PATCH send it: the full record, empty website as null (spec 001 §5),
 * hours in HH:mm, or remove_hours after Remove Hours. The Google Place ID goes only for Admins.
 */
export function toLocationInput(
  values: LocationFormValues,
  options: { accountId: number; withPlaceId: boolean; withOpenStatus: boolean },
): LocationInput {
  const input: LocationInput = {
    account_id: options.accountId,
    name: values.name.trim(),
    public_name: values.public_name.trim(),
    address: values.address.trim(),
    address_2: textOrNull(values.address_2),
    city: values.city.trim(),
    state: values.state.trim(),
    state_id: values.state_id,
    country: values.country.trim(),
    country_id: values.country_id,
    zipcode: values.zipcode.trim(),
    phone: textOrNull(values.phone),
    website: normalizeWebsite(values.website) ?? null,
    external_id: textOrNull(values.external_id),
    category_id: values.category_id,
    category_name: values.category_id ? values.category_name : null,
    is_headquarters: values.is_headquarters,
    // A malformed number shows 'NPI not found' without blocking the save (spec 001 §5); it is not sent.
    industry_ids: { npi_numbers: values.npi_numbers.map((number) => number.trim()).filter(isValidNpi) },
  };
  if (options.withPlaceId) input.google_place_id = textOrNull(values.google_place_id);
  if (options.withOpenStatus) input.open_status = values.open_status;
  if (values.remove_hours || !values.hours) {
    if (values.remove_hours) input.remove_hours = true;
    input.hours = null;
  } else {
    input.hours = weekFormToWire(values.hours);
  }
  return input;
}

/** A fetched location as a full PATCH body with other hours (bulk edit hours, spec 001 §7). */
export function recordWithHours(location: Location, hours: LocationInput['hours']): LocationInput {
  const input: LocationInput = {
    account_id: location.account_id,
    name: location.name,
    public_name: location.public_name,
    address: location.address,
    address_2: location.address_2,
    city: location.city,
    state: location.state,
    state_id: location.state_id,
    country: location.country,
    country_id: location.country_id,
    zipcode: location.zipcode,
    phone: location.phone,
    external_id: location.external_id,
    website: location.website,
    category_id: location.category_id,
    category_name: location.category_name,
    open_status: location.open_status,
    is_headquarters: location.is_headquarters,
    industry_ids: { npi_numbers: location.industry_ids.npi_numbers },
    hours,
  };
  // Only Admins receive (and may send) the Place ID.
  if (location.google_place_id !== undefined) input.google_place_id = location.google_place_id;
  return input;
}
