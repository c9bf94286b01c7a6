import type { AccountSettingValue } from '@repute/domain';
import type { Need } from '../session/route-access';

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

/** The route each control reads its options from (filter-options-api.ts): it shows only to whoever may call it. */
const CONTROL_ROUTES: Partial<Record<FilterControl, Need>> = {
  group: 'GET /groups',
  location: 'GET /locations',
  source: 'GET /sources',
  category: 'GET /insights/:account_id/categories',
  tag: 'GET /tags',
  saved: 'GET /user_preferences',
};

/**
 * Which controls a user sees (spec 000 §6, decision 0124): each control whose options the user may load (the
 * route policies: group read, insights read, saved filters' permission and setting…), the group dropdown also
 * only with the groups setting on and the category dropdown with the insights setting.
 */
export function visibleFilterControls(
  requested: readonly FilterControl[],
  may: (need: Need) => boolean,
  settings: Record<string, AccountSettingValue> | undefined,
): FilterControl[] {
  return requested.filter((control) => {
    const route = CONTROL_ROUTES[control];
    if (route && !may(route)) return false;
    if (control === 'group') return !settingOff(settings, 'groups');
    if (control === 'category') return !settingOff(settings, 'insights');
    return true;
  });
}
