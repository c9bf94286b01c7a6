import type { Account } from '@repute/domain';
import type { AccountSettings } from '../session/session-queries';

/** hidden: no Download CSV item; upsell: the item opens the trial modal; allowed: it exports. */
export type ExportAccess = 'hidden' | 'upsell' | 'allowed';

/**
 * Spec 000 §6: the Download CSV item is gated by the async file download setting, and a trial account
 * cannot export unless trial_export is on (spec 001 §5). Until the settings are read the item waits hidden.
 */
export function exportAccess(
  settings: AccountSettings | undefined,
  account: Pick<Account, 'status'> | undefined,
): ExportAccess {
  if (settings?.async_file_download !== true || !account) return 'hidden';
  if (account.status === 'trial' && settings.trial_export !== true) return 'upsell';
  return 'allowed';
}

/** The file's name when the server gives none (spec 000 §9): export-{YYYY-MM-DD}.csv on the account's today. */
export function exportFileName(today: string): string {
  return `export-${today}.csv`;
}
