import { DirectoryUnavailableError } from '../../connectors/listing-directory';
import { AppError } from '../../platform/errors';

/** What the location screens say when the listing directory cannot be asked (eligibility checks). */
export const DIRECTORY_UNREACHABLE = 'The listing directory cannot be reached. Please try again later.';

/**
 * Asks the listing directory. One that cannot be reached (network, outage) answers 502 with the screen's own
 * message, never 500: the one place a directory's unavailability becomes an HTTP answer.
 */
export async function directoryAnswer<T>(question: () => Promise<T>, message = DIRECTORY_UNREACHABLE): Promise<T> {
  try {
    return await question();
  } catch (error) {
    if (error instanceof DirectoryUnavailableError) throw new AppError(502, 'directory_unavailable', message);
    throw error;
  }
}
