import type { Caller } from '../../platform/auth/caller';
import { assertPolicy, type SettingOn } from '../../platform/auth/policy-check';
import { AppError } from '../../platform/errors';
import type { CsvAccess } from './csv-definition';

export const TRIAL_EXPORT_MESSAGE = 'Exports are not available during your trial. Upgrade to export your data.';

/**
 * Spec 000 §6: exporting needs the export permission, and a trial account exports only with its trial_export
 * setting on (the web app shows the upsell modal on this answer: 403, code trial_export; decision 0029); then
 * the resource's own access (its list's permission, its feature gates). Checked again when the worker builds the
 * file, as the caller then is. 'session': the route that asked already required an account in good standing.
 */
export async function assertMayExport(caller: Caller, resource: CsvAccess, settingOn: SettingOn): Promise<void> {
  await assertPolicy(caller, { access: 'session', permission: ['export', 'create'] }, settingOn);
  if (caller.accountStatus === 'trial' && !(await settingOn(caller.accountId, 'trial_export'))) {
    throw new AppError(403, 'trial_export', TRIAL_EXPORT_MESSAGE);
  }
  await assertPolicy(caller, { access: 'session', ...resource }, settingOn);
}
