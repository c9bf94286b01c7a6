import type { NpiResult } from '@repute/domain';

export type NpiSearchCriteria = {
  first_name?: string;
  last_name?: string;
  organization_name?: string;
  city?: string;
  state?: string;
  postal_code?: string;
};

/** The NPI lookup connector: the NPPES registry client, and a sandbox for demo providers. */
export type NpiDirectory = {
  lookup(number: string): Promise<NpiResult | undefined>;
  search(criteria: NpiSearchCriteria): Promise<NpiResult[]>;
};

/** The registry could not be reached or answered something that is not a registry answer. */
export class NpiUnavailableError extends Error {}

/** The registry refused the question (its "Errors" answer): the number or criteria are not valid. */
export class NpiRejectedError extends Error {}

/** Answers from `primary` when it knows the provider, otherwise asks `fallback` (demo mode: sandbox, then registry). */
export function layeredNpiDirectory(primary: NpiDirectory, fallback: NpiDirectory): NpiDirectory {
  return {
    async lookup(number) {
      return (await primary.lookup(number)) ?? fallback.lookup(number);
    },
    async search(criteria) {
      const found = await primary.search(criteria);
      return found.length > 0 ? found : fallback.search(criteria);
    },
  };
}
