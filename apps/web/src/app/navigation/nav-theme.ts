import type { Whitelabel } from '@repute/domain';
import type { CSSProperties } from 'react';

export const NAV_WIDTH_OPEN = 256;
export const NAV_WIDTH_COLLAPSED = 56;
export const LOGO_MAX_WIDTH = 160;
/** Spec 000 §9: below 1100 px the navigation becomes a drawer. */
export const MOBILE_QUERY = '(max-width: 1099.98px)';
export const NAV_COLLAPSED_STORAGE_KEY = 'repute.navigation.collapsed';

const DEFAULT_COLORS = {
  background: '#16213a',
  text: '#c5cee0',
  active: '#ffffff',
  hoverBackground: '#23345a',
  hoverText: '#ffffff',
};

/** White-label colors theme the navigation; empty values keep Repute's own. */
export function navThemeVars(whitelabel: Whitelabel | undefined): CSSProperties {
  return {
    '--nav-bg': whitelabel?.navigation_background_color || DEFAULT_COLORS.background,
    '--nav-text': whitelabel?.main_text_color || DEFAULT_COLORS.text,
    '--nav-active-text': whitelabel?.active_text_color || DEFAULT_COLORS.active,
    '--nav-hover-bg': whitelabel?.background_hover_color || DEFAULT_COLORS.hoverBackground,
    '--nav-hover-text': whitelabel?.hover_text_color || DEFAULT_COLORS.hoverText,
  } as CSSProperties;
}
