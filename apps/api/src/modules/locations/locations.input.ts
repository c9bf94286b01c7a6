import {
  LOCATION_MESSAGES,
  type LocationInput,
  missingLocationFields,
  normalizeWeek,
  REQUIRED_LOCATION_FIELDS,
  requiredMessage,
  validateWeekHours,
} from '@repute/domain';
import { badRequest } from '../../platform/errors';
import { reference } from '../reference';
import type { LocationRow, LocationValues } from './locations.repo';

type Fields = Record<string, string[]>;

const textOf = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

/** Country by id, else by name or code, else the stored one; the United States by default (spec 001 §3). */
function resolveCountry(input: LocationInput, existing: LocationRow | undefined, fields: Fields) {
  if (input.country_id) {
    const country = reference.country(input.country_id);
    if (!country) fields.country_id = [LOCATION_MESSAGES.unknownCountry];
    return country;
  }
  if (input.country) {
    const country = reference.countryByCodeOrName(input.country);
    if (!country) fields.country = [LOCATION_MESSAGES.unknownCountry];
    return country;
  }
  if (input.country === null || input.country === '') return undefined;
  if (existing?.countryId) return reference.country(existing.countryId);
  if (existing) return reference.countryByCodeOrName(existing.country);
  return reference.defaultCountry();
}

function resolveState(
  input: LocationInput,
  countryId: number | undefined,
  existing: LocationRow | undefined,
  fields: Fields,
) {
  if (input.state_id) {
    const state = reference.state(input.state_id);
    if (!state || (countryId && state.country_id !== countryId)) fields.state_id = [LOCATION_MESSAGES.unknownState];
    return { id: state?.id ?? null, name: state?.name ?? null, code: state?.code ?? null };
  }
  const typed = input.state !== undefined ? input.state : input.state_code;
  if (typed !== undefined) {
    const state = typed && countryId ? reference.stateByCodeOrName(countryId, typed) : undefined;
    // Countries without a shipped subdivision list keep the typed text (spec 000 §5 allows custom values).
    return {
      id: state?.id ?? null,
      name: state?.name ?? textOf(typed) ?? null,
      code: state?.code ?? textOf(input.state_code) ?? null,
    };
  }
  return existing
    ? { id: existing.stateId, name: existing.state, code: existing.stateCode }
    : { id: null, name: null, code: null };
}

function resolveCategory(input: LocationInput, fields: Fields) {
  if (input.category_id) {
    const category = reference.category(input.category_id);
    if (!category) fields.category_id = [LOCATION_MESSAGES.unknownCategory];
    return { categoryId: category?.id ?? null, categoryName: category?.name ?? null };
  }
  if (input.category_id === null) return { categoryId: null, categoryName: textOf(input.category_name) ?? null };
  if (input.category_name !== undefined) {
    const category = input.category_name ? reference.categoryByName(input.category_name) : undefined;
    return { categoryId: category?.id ?? null, categoryName: category?.name ?? textOf(input.category_name) ?? null };
  }
  return {};
}

/**
 * Turns a create or PATCH body into stored values: resolves country, state and category from the shipped
 * lists, canonicalises hours, and applies every rule of spec 001 §5 to the resulting record.
 */
export function resolveLocationInput(
  input: LocationInput,
  existing: LocationRow | undefined,
  options: { maySetPlaceId: boolean },
): LocationValues & { name: string } {
  const fields: Fields = {};
  const country = resolveCountry(input, existing, fields);
  const state = resolveState(input, country?.id, existing, fields);
  const category = resolveCategory(input, fields);
  const values: LocationValues = {
    name: textOf(input.name) ?? undefined,
    publicName: textOf(input.public_name),
    address: textOf(input.address),
    address2: textOf(input.address_2),
    city: textOf(input.city),
    state: state.name,
    stateId: state.id,
    stateCode: state.code,
    country: country?.name ?? (input.country === undefined ? existing?.country : ''),
    countryId: country?.id ?? null,
    zipcode: textOf(input.zipcode),
    phone: textOf(input.phone),
    externalId: textOf(input.external_id),
    website: input.website,
    ...category,
    openStatus: input.open_status,
    isHeadquarters: input.is_headquarters,
    npiNumbers: input.industry_ids?.npi_numbers ? [...new Set(input.industry_ids.npi_numbers)] : undefined,
    issuesMuted: input.issues_muted,
  };
  if (options.maySetPlaceId && input.google_place_id !== undefined)
    values.googlePlaceId = textOf(input.google_place_id);
  if (input.remove_hours) values.hours = null;
  else if (input.hours !== undefined) values.hours = input.hours && normalizeWeek(input.hours);
  if (values.hours) {
    for (const [day, message] of Object.entries(validateWeekHours(values.hours))) fields[`hours.${day}`] = [message];
  }

  const merged = {
    name: values.name ?? existing?.name,
    public_name: values.publicName === undefined ? existing?.publicName : values.publicName,
    address: values.address === undefined ? existing?.address : values.address,
    city: values.city === undefined ? existing?.city : values.city,
    state: values.state === undefined ? existing?.state : values.state,
    zipcode: values.zipcode === undefined ? existing?.zipcode : values.zipcode,
    country: values.country,
  };
  for (const [field, message] of Object.entries(missingLocationFields(merged))) {
    if (!fields[field]) fields[field] = [message];
  }
  if (Object.keys(fields).length > 0) throw badRequest(LOCATION_MESSAGES.missingInformation, fields);
  const name = merged.name;
  if (!name)
    throw badRequest(LOCATION_MESSAGES.missingInformation, { name: [requiredMessage(REQUIRED_LOCATION_FIELDS.name)] });
  return Object.fromEntries(
    Object.entries({ ...values, name }).filter(([, value]) => value !== undefined),
  ) as LocationValues & {
    name: string;
  };
}
