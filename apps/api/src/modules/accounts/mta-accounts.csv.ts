import { type Account, childIntegrationsQuerySchema, MAX_PAGE_SIZE } from '@repute/domain';
import { type CsvExport, defineCsv, pagedBatches } from '../exports';
import type { AccountsService } from './accounts.service';

/**
 * Spec 000 §7 mta_accounts (decision 0144): a partner's child accounts as a CSV, by name, as /accounts lists them;
 * a regular account's file has no rows.
 */
export function mtaAccountsCsv(accounts: Pick<AccountsService, 'listChildren'>): CsvExport {
  return defineCsv({
    permission: ['account', 'read'],
    // Paging only: page and per_page are the export's.
    filters: childIntegrationsQuerySchema,
    open: (caller) =>
      pagedBatches(MAX_PAGE_SIZE, async (page, perPage) => {
        const { rows } = await accounts.listChildren(caller, caller.accountId, { page, per_page: perPage });
        return rows;
      }),
    columns: [
      { header: 'id', value: (account: Account) => account.id },
      { header: 'name', value: (account) => account.name },
      { header: 'status', value: (account) => account.status },
      { header: 'total_locations', value: (account) => account.total_locations },
      { header: 'trial_started_at', value: (account) => account.trial_started_at ?? '' },
      { header: 'trial_ended_at', value: (account) => account.trial_ended_at ?? '' },
      { header: 'segment', value: (account) => account.segment ?? '' },
      { header: 'account_vertical_name', value: (account) => account.account_vertical_name ?? '' },
    ],
  });
}
