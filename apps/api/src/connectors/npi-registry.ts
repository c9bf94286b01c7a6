import type { NpiResult } from '@repute/domain';
import { z } from 'zod';
import { type NpiDirectory, NpiRejectedError, type NpiSearchCriteria, NpiUnavailableError } from './npi-directory';

/** The public NPPES NPI Registry API. */
export const NPPES_REGISTRY_URL = 'https://npiregistry.cms.hhs.gov/api/';
const API_VERSION = '2.1';
const SEARCH_LIMIT = 50;

const text = z.string().nullish();
const addressSchema = z.object({
  address_purpose: text,
  city: text,
  state: text,
  postal_code: text,
});
const resultSchema = z.object({
  number: z.union([z.string(), z.number()]).transform(String),
  enumeration_type: text,
  basic: z
    .object({
      first_name: text,
      middle_name: text,
      last_name: text,
      credential: text,
      organization_name: text,
      name: text,
    })
    .partial()
    .default({}),
  addresses: z.array(addressSchema).default([]),
});
const answerSchema = z.union([
  z.object({ result_count: z.number(), results: z.array(resultSchema).default([]) }),
  z.object({ Errors: z.array(z.object({ description: z.string().optional() })) }),
]);

type RegistryResult = z.infer<typeof resultSchema>;

function toNpiResult(result: RegistryResult): NpiResult {
  const location =
    result.addresses.find((address) => address.address_purpose === 'LOCATION') ?? result.addresses[0] ?? undefined;
  const organization =
    result.basic.organization_name ?? (result.enumeration_type === 'NPI-2' ? result.basic.name : null);
  return {
    number: result.number,
    first_name: result.basic.first_name ?? null,
    middle_name: result.basic.middle_name ?? null,
    last_name: result.basic.last_name ?? null,
    credential: result.basic.credential ?? null,
    organization_name: organization ?? null,
    city: location?.city ?? null,
    state: location?.state ?? null,
    postal_code: location?.postal_code?.slice(0, 5) ?? null,
  };
}

export type NpiRegistryOptions = { baseUrl?: string; timeoutMs?: number };

/** A client of the NPPES NPI Registry API v2.1 (GET {base}?version=2.1&number=… or name and address criteria). */
export function createNpiRegistry({
  baseUrl = NPPES_REGISTRY_URL,
  timeoutMs = 8000,
}: NpiRegistryOptions = {}): NpiDirectory {
  async function ask(params: Record<string, string | undefined>): Promise<NpiResult[]> {
    const url = new URL(baseUrl);
    url.searchParams.set('version', API_VERSION);
    for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
    let body: unknown;
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new NpiUnavailableError(`NPI registry answered HTTP ${response.status}`);
      body = await response.json();
    } catch (error) {
      if (error instanceof NpiUnavailableError) throw error;
      throw new NpiUnavailableError(
        `NPI registry unreachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const answer = answerSchema.safeParse(body);
    if (!answer.success) throw new NpiUnavailableError('NPI registry answered in an unknown form');
    if ('Errors' in answer.data) {
      throw new NpiRejectedError(answer.data.Errors.map((error) => error.description ?? '').join('; '));
    }
    return answer.data.results.map(toNpiResult);
  }

  return {
    async lookup(number) {
      const [result] = await ask({ number });
      return result;
    },
    async search(criteria: NpiSearchCriteria) {
      return ask({
        first_name: criteria.first_name,
        last_name: criteria.last_name,
        organization_name: criteria.organization_name,
        city: criteria.city,
        state: criteria.state,
        postal_code: criteria.postal_code,
        limit: String(SEARCH_LIMIT),
      });
    },
  };
}
