import { listingProviderNameSchema } from '@repute/domain';
import { CommandError } from './command-error';
import type { Config } from './config';
import { createAccountsRepo } from './modules/accounts/accounts.repo';
import { setListingProvider } from './modules/local-listings/listing-provider';
import { createLocalListingsRepo } from './modules/local-listings/local-listings.repo';
import { runMigrations } from './platform/db/client';
import { openDatabase } from './platform/db/database';

export const LISTINGS_PROVIDER_USAGE =
  'usage: repute listings-provider <accountId> <provider|internal>\n' +
  "  who publishes the account's listings: internal (Repute) or the named outside provider (Repute then only scans)";

/** `repute listings-provider <accountId> <provider|internal>` (decision 0105). */
export async function listingsProviderCommand(config: Config, args: string[]): Promise<string> {
  const [accountArgument, providerArgument] = args;
  const accountId = Number(accountArgument);
  const provider = listingProviderNameSchema.safeParse(providerArgument);
  if (args.length !== 2 || !Number.isInteger(accountId) || accountId < 1 || !provider.success) {
    throw new CommandError(LISTINGS_PROVIDER_USAGE);
  }
  const database = await openDatabase(config, { notice: (message) => process.stdout.write(`${message}\n`) });
  try {
    await runMigrations(database.db);
    if (!(await createAccountsRepo(database.db).findAccount(accountId))) {
      throw new CommandError(`No account ${accountId}`);
    }
    const { autoSyncTurnedOff } = await setListingProvider(
      createLocalListingsRepo(database.db),
      accountId,
      provider.data,
    );
    return provider.data === 'internal'
      ? `Account ${accountId}: Repute publishes its listings\n`
      : `Account ${accountId}: listings published by ${provider.data}; Auto Sync turned off for ${autoSyncTurnedOff} locations\n`;
  } finally {
    await database.close();
  }
}
