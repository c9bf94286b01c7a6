import type { AuthState } from '@repute/domain';
import { hasOnlyCompetitorPreview } from '@repute/domain/permissions';
import { shadowPrefix, splitShadowPath } from '../../shared/auth/app-path';
import { mayCallNeed, policyCallerOf } from '../../shared/session/route-access';
import { NO_PERMISSION_MESSAGE } from '../../shared/ui/messages';
import { landingPath, mayOpenDashboard } from './landing-path';

export type GuardAuth = Pick<
  AuthState,
  'account_id' | 'isParent' | 'isShadowing' | 'account_active' | 'permissions' | 'user_type_id'
>;

export type GuardInput = {
  pathname: string;
  search: string;
  auth: GuardAuth | null;
  /** The session was just closed (logout, 401, another tab): plain /login, no way back kept. */
  sessionEnded?: boolean;
};

export const BILLING_PATH = '/settings/billing';
export const PARENT_HOME_PATH = '/accounts';
export const COMPETITOR_PREVIEW_PATH = '/competitors/preview';

/** The parent-account screens of spec 000 §2: a regular account has nothing to show there. */
const PARENT_ONLY_PATHS = [/^\/accounts(\/trials)?$/, /^\/child-reviews$/, /^\/partner-account-reports$/];
/** The other screens a parent account may open (spec 000 §2: everything else redirects to /accounts). */
const PARENT_SHARED_PATHS = [/^\/partner-tools$/, /^\/settings(\/|$)/, /^\/file-downloads\/[^/]+$/];

function isParentOnlyPath(path: string): boolean {
  return PARENT_ONLY_PATHS.some((pattern) => pattern.test(path));
}

export function isParentPath(path: string): boolean {
  return isParentOnlyPath(path) || PARENT_SHARED_PATHS.some((pattern) => pattern.test(path));
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Old addresses that live on under settings (spec 000 §2). */
function aliasFor(path: string): string | null {
  if (path === '/profile') return '/settings/profile';
  if (path === '/account' || path.startsWith('/account/')) return `/settings${path}`;
  if (path === '/billing' || path.startsWith('/billing/')) return `/settings${path}`;
  return null;
}

function splitTarget(target: string): { path: string; search: string } {
  const index = target.indexOf('?');
  return index < 0 ? { path: target, search: '' } : { path: target.slice(0, index), search: target.slice(index) };
}

/**
 * Where a signed-in area path must go instead, or null to stay. One pure decision for every rule of
 * spec 000 §2: unauthenticated → login with redirect; the /as/{id} prefix while shadowing (and only then);
 * old aliases; inactive account → billing; parent accounts → their screens, and regular accounts away from
 * them; competitor-preview-only users;
 * scheduled-export management without permission → error.
 */
export function guardRedirect({ pathname, search, auth, sessionEnded }: GuardInput): string | null {
  if (!auth) return sessionEnded ? '/login' : `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;

  const { shadowAccountId, innerPath } = splitShadowPath(pathname);
  // A parent on a child's /as/{id} address has just left that child (Exit view): back to the accounts list.
  if (shadowAccountId !== null && !auth.isShadowing && auth.isParent) return PARENT_HOME_PATH;
  const prefix = shadowPrefix(auth);
  const expectedShadowId = auth.isShadowing ? auth.account_id : null;

  let path = stripTrailingSlash(innerPath);
  let query = search;
  let changed = shadowAccountId !== expectedShadowId || path !== innerPath;

  const alias = aliasFor(path);
  if (alias) {
    const target = splitTarget(alias);
    path = target.path;
    query = target.search || query;
    changed = true;
  }
  // / is the user's landing page; so is /dashboard (an old bookmark, a shared link) for one who may not see it.
  if (path === '/' || (path === '/dashboard' && !mayOpenDashboard(auth))) {
    const target = splitTarget(landingPath(auth));
    path = target.path;
    query = target.search;
    changed = true;
  }

  if (!auth.account_active && !path.startsWith(BILLING_PATH)) {
    return `${prefix}${BILLING_PATH}`;
  }
  if (auth.isParent && !isParentPath(path)) {
    return `${prefix}${PARENT_HOME_PATH}`;
  }
  // A regular account (or a child account viewed by its parent) goes home, wherever home is for this user.
  if (!auth.isParent && isParentOnlyPath(path)) {
    return `${prefix}/`;
  }
  if (hasOnlyCompetitorPreview(auth.permissions) && path !== COMPETITOR_PREVIEW_PATH) {
    return `${prefix}${COMPETITOR_PREVIEW_PATH}`;
  }
  // The settings a route may need are not at hand here: this route's policy reads none.
  const caller = policyCallerOf(auth, undefined);
  if (path === '/settings/scheduled-exports/manage' && !mayCallNeed('GET /scheduled_exports', caller)) {
    return `/error?statusCode=403&message=${encodeURIComponent(NO_PERMISSION_MESSAGE)}`;
  }
  return changed ? `${prefix}${path}${query}` : null;
}
