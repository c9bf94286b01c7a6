import { DIRECTORY_CODES, type DirectoryCode } from '@repute/domain';
import { type DirectoryFacts, sourceOfDirectory } from './listing-state';
import type { DirectoryColumn } from './listing-status.sql';

/** The directory columns shown (all, or those asked for) with the account's facts about each, for the status SQL. */
export function directoryColumnsOf(
  facts: DirectoryFacts[],
  directories?: readonly DirectoryCode[] | undefined,
): DirectoryColumn[] {
  return DIRECTORY_CODES.filter((code) => !directories || directories.includes(code)).flatMap((code) => {
    const fact = facts.find((candidate) => candidate.code === code);
    return fact
      ? [
          {
            code,
            sourceId: sourceOfDirectory(code).id,
            available: fact.unavailableReason === null,
            active: fact.integration === 'active',
            publishable: fact.publishable,
          },
        ]
      : [];
  });
}
