import { matchByNameOrCode } from './reference-match';

type Named = { id: number; name: string; code: string };

export type ParsedAddress = {
  address: string;
  address_2: string;
  city: string;
  state: string;
  zipcode: string;
  country?: string;
};

/** US and Australian codes, Canadian and British postcodes. */
const POSTAL_CODE = /^(.*?)[\s,]*(\d{5}(?:-\d{4})?|\d{4}|[A-Z]\d[A-Z]\s?\d[A-Z]\d|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})$/i;

/**
 * Quick search: one line such as '1 Main St, Suite 4, Seattle, WA 98101, United States' split into the
 * address fields. The country and the state are read against the shipped lists (name or code).
 */
export function parseAddressLine(line: string, lists: { countries: Named[]; states: Named[] }): ParsedAddress | null {
  const parts = line
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return null;
  const result: ParsedAddress = { address: '', address_2: '', city: '', state: '', zipcode: '' };
  const country = matchByNameOrCode(lists.countries, parts.at(-1) ?? '');
  if (country) {
    result.country = country.name;
    parts.pop();
  }
  const regionPart = parts.pop() ?? '';
  const postal = POSTAL_CODE.exec(regionPart);
  let region = regionPart;
  if (postal) {
    result.zipcode = postal[2]?.toUpperCase() ?? '';
    region = postal[1]?.trim() ?? '';
  }
  if (!region && parts.length > 1) region = parts.pop() ?? '';
  result.state = matchByNameOrCode(lists.states, region)?.name ?? region;
  result.city = parts.length > 1 ? (parts.pop() ?? '') : '';
  result.address = parts.shift() ?? '';
  result.address_2 = parts.join(', ');
  return result.address || result.city ? result : null;
}
