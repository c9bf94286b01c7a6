import type { AccountSettingValue, Permissions } from '@repute/domain';
import { can } from '@repute/domain/permissions';

export type KeywordsAccess = { screens: boolean; categories: boolean };

/** A setting gates only when it is explicitly off: the settings load after the screen. */
const settingOff = (settings: Record<string, AccountSettingValue> | undefined, code: string) =>
  settings?.[code] === false;

/**
 * Spec 001 §6: the Keywords screens need insights read and the insights setting; the experience categories also
 * the experience_analysis setting.
 */
export function keywordsAccess(
  permissions: Permissions,
  settings: Record<string, AccountSettingValue> | undefined,
): KeywordsAccess {
  const screens = can(permissions, 'insights', 'read') && !settingOff(settings, 'insights');
  return { screens, categories: screens && !settingOff(settings, 'experience_analysis') };
}
