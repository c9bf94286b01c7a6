import type { Account } from '@repute/domain';
import type { Need } from '../session/route-access';
import type { AccountSettings } from '../session/session-queries';

/** hidden: no Download CSV item; upsell: the item opens the trial modal; allowed: it exports. */
export type ExportAccess = 'hidden' | 'upsell' | 'allowed';

/**
 * Spec 000 §6: the Download CSV item is gated by the async file download setting, and a trial account
 * cannot export unless trial_export is on (spec 001 §5). Exporting takes the export permission (Email Only users
 * have none). Until the settings are read the item waits hidden.
 */
export function exportAccess(
  may: (need: Need) => boolean,
  settings: AccountSettings | undefined,
  account: Pick<Account, 'status'> | undefined,
): ExportAccess {
  if (!may('POST /export_files/:accountId')) return 'hidden';
  if (settings?.async_file_download !== true || !account) return 'hidden';
  if (account.status === 'trial' && settings.trial_export !== true) return 'upsell';
  return 'allowed';
}
