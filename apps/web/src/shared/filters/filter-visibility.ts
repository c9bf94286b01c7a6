import type { AccountSettingValue, Permissions } from '@repute/domain';
import { can } from '@repute/domain/permissions';

export type FilterControl =
  | 'date'
  | 'group'
  | 'location'
  | 'source'
  | 'rating'
  | 'sentiment'
  | 'category'
  | 'responseStatus'
  | 'tag'
  | 'saved';

export const ALL_FILTER_CONTROLS: readonly FilterControl[] = [
  'date',
  'group',
  'location',
  'source',
  'rating',
  'sentiment',
  'category',
  'saved',
];

/** The reviews inbox: the shared controls, then its own response status and tag (decision 0116). */
export const REVIEW_LIST_FILTER_CONTROLS: readonly FilterControl[] = [
  ...ALL_FILTER_CONTROLS.filter((control) => control !== 'saved'),
  'responseStatus',
  'tag',
  'saved',
];

/** A setting gates only when it is explicitly off (settings load after the screen). */
const settingOff = (settings: Record<string, AccountSettingValue> | undefined, code: string) =>
  settings?.[code] === false;

/**
 * Which controls a user sees (spec 000 §6): the group dropdown needs group read and the groups setting,
 * the category dropdown insights read and the insights setting, saved filters their permission and setting.
 */
export function visibleFilterControls(
  requested: readonly FilterControl[],
  permissions: Permissions,
  settings: Record<string, AccountSettingValue> | undefined,
): FilterControl[] {
  return requested.filter((control) => {
    if (control === 'group') return can(permissions, 'group', 'read') && !settingOff(settings, 'groups');
    if (control === 'location') return can(permissions, 'location', 'read');
    if (control === 'category') return can(permissions, 'insights', 'read') && !settingOff(settings, 'insights');
    if (control === 'tag') return can(permissions, 'tag', 'read');
    if (control === 'saved') {
      return can(permissions, 'user_preference', 'read') && !settingOff(settings, 'saved_filters');
    }
    return true;
  });
}
