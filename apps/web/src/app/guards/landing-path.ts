import type { AuthState } from '@repute/domain';
import { mayCallNeed, policyCallerOf } from '../../shared/session/route-access';
import { navEntries, navItems } from '../navigation/nav-items';

/** What decides a user's landing page: what they may do, and the kind of account. */
type LandingAuth = Pick<AuthState, 'permissions' | 'isParent' | 'user_type_id'>;

/** The dashboard's default filters (spec 000 §9: six months). */
export const HOME_PATH = '/dashboard?dateDescriptor=sixMonths';
/** Every user's menu offers their profile, under the menu's items. */
const PROFILE_PATH = '/settings/profile';

/** Whether the user may see the dashboard, the home page of spec 000 §2 ("/ redirects to /dashboard"). */
export function mayOpenDashboard(auth: LandingAuth): boolean {
  // The route the dashboard opens with reads no account setting: none need be known here.
  return mayCallNeed('GET /metrics/:accountId/overview', policyCallerOf({ ...auth, account_active: true }, {}));
}

/**
 * Where a user lands (after login, on /): the dashboard with its default filters, or, for a user who may not
 * read metrics (Email Only), the first page their menu offers, so that nobody lands on a page that fails.
 * Items behind account settings are never first, so the settings need not be known here.
 */
export function landingPath(auth: LandingAuth): string {
  if (mayOpenDashboard(auth)) return HOME_PATH;
  const [first] = navItems(
    navEntries({ permissions: auth.permissions, settings: {}, isParent: auth.isParent, userTypeId: auth.user_type_id }),
  );
  return first?.to ?? PROFILE_PATH;
}
