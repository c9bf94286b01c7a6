import { isValidNpi, NPI_MESSAGES, type NpiResult, type NpiSearch } from '@repute/domain';
import { type NpiDirectory, NpiRejectedError, NpiUnavailableError } from '../../connectors/npi-directory';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { AppError, badRequest, notFound } from '../../platform/errors';

const unreachable = () => new AppError(502, 'npi_unreachable', NPI_MESSAGES.unreachable);

async function asking<T>(question: () => Promise<T>, rejected: () => AppError): Promise<T> {
  try {
    return await question();
  } catch (error) {
    if (error instanceof NpiRejectedError) throw rejected();
    if (error instanceof NpiUnavailableError) throw unreachable();
    throw error;
  }
}

/** NPI lookups for healthcare locations (spec 001 §7 GET /npi/{number} and GET /npi). */
export function createNpiService(directory: NpiDirectory) {
  return {
    async lookup(
      caller: Caller,
      number: string,
      accountId?: number,
    ): Promise<{ result_count: number; results: NpiResult[] }> {
      await accountInScope(caller, accountId);
      const wanted = number.trim();
      if (!isValidNpi(wanted)) throw badRequest(NPI_MESSAGES.notFound, { number: [NPI_MESSAGES.notFound] });
      const result = await asking(
        () => directory.lookup(wanted),
        () => badRequest(NPI_MESSAGES.notFound, { number: [NPI_MESSAGES.notFound] }),
      );
      if (!result) throw notFound(NPI_MESSAGES.notFound);
      return { result_count: 1, results: [result] };
    },

    async search(caller: Caller, criteria: NpiSearch): Promise<{ result_count: number; results: NpiResult[] }> {
      await accountInScope(caller, criteria.account_id);
      const results = await asking(
        () => directory.search(criteria),
        () => badRequest(NPI_MESSAGES.noMatch),
      );
      return { result_count: results.length, results };
    },
  };
}

export type NpiService = ReturnType<typeof createNpiService>;
