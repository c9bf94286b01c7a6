import { can, type Permissions } from '@repute/domain/permissions';
import { WIDGET_TYPE_SETTINGS, WIDGET_TYPES, type WidgetType } from '@repute/domain/widgets';
import { AMPLIFY_TEXT } from './amplify-text';

export type AmplifyAccess = { teaser: true } | { teaser: false; types: WidgetType[] };

/**
 * Spec 001 §6: preview-only users, and accounts with none of the four widget-type settings, see the teaser with
 * 'Request Access'; otherwise one create card per type whose setting is on.
 */
export function amplifyAccess(permissions: Permissions, settings: Record<string, unknown>): AmplifyAccess {
  const types = WIDGET_TYPES.filter((type) => settings[WIDGET_TYPE_SETTINGS[type]] === true);
  if (!can(permissions, 'amplify', 'create') || types.length === 0) return { teaser: true };
  return { teaser: false, types };
}

/** Spec 001 §6: the Amplify pages need amplify create or preview (Read Only users hold neither). */
export function mayViewAmplify(permissions: Permissions): boolean {
  return can(permissions, 'amplify', 'create') || can(permissions, 'amplify', 'preview');
}

export type BuilderMode = 'create' | 'edit' | 'preview';

/**
 * Why the builder refuses this caller, or null: creating and editing need amplify create and the type's account
 * setting (as the API does), previewing needs the Amplify pages.
 */
export function builderRefusal(
  mode: BuilderMode,
  type: WidgetType,
  permissions: Permissions,
  settings: Record<string, unknown>,
): string | null {
  if (!mayViewAmplify(permissions)) return AMPLIFY_TEXT.noPermission;
  if (mode === 'preview') return null;
  if (!can(permissions, 'amplify', 'create')) return AMPLIFY_TEXT.noPermission;
  return settings[WIDGET_TYPE_SETTINGS[type]] === true ? null : AMPLIFY_TEXT.typeUnavailable;
}

/** Spec 001 §2: the card grid is padded to rows of 3 with spacers. */
export const GRID_COLUMNS = 3;
export function spacersFor(count: number, columns = GRID_COLUMNS): number {
  return (columns - (count % columns)) % columns;
}

/** Spec 001 §9: the widget list loads its next page 20 px from the bottom of the page. */
export const SCROLL_THRESHOLD_PX = 20;
export function nearBottom(view: { scrollY: number; innerHeight: number; scrollHeight: number }): boolean {
  return view.scrollY + view.innerHeight >= view.scrollHeight - SCROLL_THRESHOLD_PX;
}
