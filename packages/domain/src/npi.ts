import { z } from 'zod';
import { idSchema } from './whole-numbers';

/** Spec 001 §3 "NPI result". */
export const npiResultSchema = z.object({
  number: z.string(),
  first_name: z.string().nullable(),
  middle_name: z.string().nullable(),
  last_name: z.string().nullable(),
  credential: z.string().nullable(),
  organization_name: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
});
export type NpiResult = z.infer<typeof npiResultSchema>;

export const npiResultsSchema = z.object({ result_count: z.number().int(), results: z.array(npiResultSchema) });

export const NPI_MESSAGES = {
  notFound: 'NPI not found',
  noMatch: "Unable to find a NPI number that matches with the 'PUBLIC NAME' and address provided",
  unreachable: 'Unable to reach the NPI database',
} as const;

export const npiNumberParamsSchema = z.object({ number: z.string().max(40) });

export const npiSearchQuerySchema = z
  .object({
    account_id: idSchema.optional(),
    first_name: z.string().trim().max(100).optional(),
    last_name: z.string().trim().max(100).optional(),
    organization_name: z.string().trim().max(200).optional(),
    city: z.string().trim().max(100).optional(),
    state: z.string().trim().max(2).optional(),
    postal_code: z.string().trim().max(10).optional(),
    nonce: z.string().optional(),
  })
  .refine((query) => Boolean(query.first_name || query.last_name || query.organization_name), {
    message: 'Enter a name to search for',
    path: ['last_name'],
  });
export type NpiSearch = z.infer<typeof npiSearchQuerySchema>;

/** Titles before, and credentials after, a practitioner's name: a public name with one is a person's. */
const PERSON_TITLE = /^dr\.?\s+/i;
const PERSON_CREDENTIAL = /,?\s+(DDS|DMD|MD|DO|DC|OD|DPM|NP|PA-C|PA|RN|PhD|PsyD|LCSW|DVM)\.?$/i;

/**
 * The name part of a GET /npi search from a location's public name (decision 0121). A practitioner's name
 * ("Dr. Sarah J Lindgren, DDS") is searched as first_name and last_name, as spec 001 §7 asks; any other name is
 * an organization's, searched without the branch after " - " ("Smile Studio - Ballard" is searched as "Smile Studio"),
 * since the registry knows the organization, not the location's label.
 */
export function npiNameCriteria(publicName: string): Pick<NpiSearch, 'first_name' | 'last_name' | 'organization_name'> {
  const name = publicName.trim().replace(/\s+/g, ' ');
  const person = PERSON_TITLE.test(name) || PERSON_CREDENTIAL.test(name);
  if (person) {
    const words = name.replace(PERSON_TITLE, '').replace(PERSON_CREDENTIAL, '').split(' ').filter(Boolean);
    if (words.length >= 2) return { first_name: words[0], last_name: words[words.length - 1] };
  }
  return { organization_name: name.split(' - ')[0]?.trim() || name };
}
