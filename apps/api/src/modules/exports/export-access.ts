import { assertCan } from '../../platform/auth/access';
import type { Caller } from '../../platform/auth/caller';
import { AppError } from '../../platform/errors';

/** Whether an account setting is on (the accounts module answers it). */
export type SettingOn = (accountId: number, code: 'trial_export') => Promise<boolean>;

export const TRIAL_EXPORT_MESSAGE = 'Exports are not available during your trial. Upgrade to export your data.';

/**
 * Spec 000 §6: exporting needs the export permission, and a trial account exports only with its trial_export
 * setting on (the web app shows the upsell modal on this answer: 403, code trial_export; decision 0029).
 */
export async function assertMayExport(caller: Caller, settingOn: SettingOn): Promise<void> {
  assertCan(caller, 'export', 'create');
  if (caller.accountStatus === 'trial' && !(await settingOn(caller.accountId, 'trial_export'))) {
    throw new AppError(403, 'trial_export', TRIAL_EXPORT_MESSAGE);
  }
}
