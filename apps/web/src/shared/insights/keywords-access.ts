import type { AccountSettingValue } from '@repute/domain';
import type { Need } from '../session/route-access';

export type KeywordsAccess = { screens: boolean; categories: boolean };

/** A setting gates only when it is explicitly off: the settings load after the screen. */
const settingOff = (settings: Record<string, AccountSettingValue> | undefined, code: string) =>
  settings?.[code] === false;

/**
 * Spec 001 §6: the Keywords screens need insights read (the rule of the insights routes they read) and the insights
 * setting; the experience categories also the experience_analysis setting. The routes leave the settings to the
 * service (they are read on the account viewed), so the screen asks them itself.
 */
export function keywordsAccess(
  may: (need: Need) => boolean,
  settings: Record<string, AccountSettingValue> | undefined,
): KeywordsAccess {
  const screens = may('GET /insights/:account_id/mentioned') && !settingOff(settings, 'insights');
  return { screens, categories: screens && !settingOff(settings, 'experience_analysis') };
}
