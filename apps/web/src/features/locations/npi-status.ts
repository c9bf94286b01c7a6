import type { NpiResult } from '@repute/domain';
import { isValidNpi } from '@repute/domain/locations';
import { NPI_MESSAGES } from '@repute/domain/npi';
import { npiTitle } from './detail-format';
import { npiLookupError } from './location-rules';

/** What the form shows under an NPI number: its title, its error, or that it is being looked up. */
export type NpiStatus = { state: 'loading' } | { state: 'found'; title: string } | { state: 'error'; error: string };

/**
 * Looks a number up (spec 001 §5): exactly 10 digits are needed, otherwise 'NPI not found' without asking;
 * a 404 or 400 is 'NPI not found'; any other failure 'Unable to reach the NPI database'.
 */
export async function lookUpNpi(
  number: string,
  lookup: (number: string) => Promise<{ results: NpiResult[] }>,
): Promise<NpiStatus | null> {
  const wanted = number.trim();
  if (!wanted) return null;
  if (!isValidNpi(wanted)) return { state: 'error', error: NPI_MESSAGES.notFound };
  try {
    const [result] = (await lookup(wanted)).results;
    return result ? { state: 'found', title: npiTitle(result) } : { state: 'error', error: NPI_MESSAGES.notFound };
  } catch (error) {
    return { state: 'error', error: npiLookupError(error) };
  }
}
