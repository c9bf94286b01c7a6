import type { Permissions } from '@repute/domain';
import { PERMISSIONS_BY_USER_TYPE } from '@repute/domain/permissions';
import { USER_TYPE_ID, type UserTypeId } from '@repute/domain/user-types';
import { describe, expect, it } from 'vitest';
import { type GuardAuth, guardRedirect } from './guard-redirect';

const admin: GuardAuth = {
  account_id: 7,
  isParent: false,
  isShadowing: false,
  account_active: true,
  permissions: PERMISSIONS_BY_USER_TYPE[USER_TYPE_ID.admin],
  user_type_id: USER_TYPE_ID.admin,
};

/** A regular account's user of the given type. */
function userOfType(userTypeId: UserTypeId): GuardAuth {
  return { ...admin, permissions: PERMISSIONS_BY_USER_TYPE[userTypeId], user_type_id: userTypeId };
}

function go(pathname: string, auth: GuardAuth | null = admin, search = '') {
  return guardRedirect({ pathname, search, auth });
}

describe('guardRedirect', () => {
  it('sends an unauthenticated visitor to /login keeping the intended path and query', () => {
    expect(go('/reviews', null, '?page=2')).toBe('/login?redirect=%2Freviews%3Fpage%3D2');
  });

  it('sends a user whose session just ended to plain /login', () => {
    expect(guardRedirect({ pathname: '/reviews', search: '', auth: null, sessionEnded: true })).toBe('/login');
  });

  it('lets a signed-in user stay on an ordinary page', () => {
    expect(go('/reviews')).toBeNull();
    expect(go('/settings/users')).toBeNull();
  });

  it('sends / to the dashboard with its default filters', () => {
    expect(go('/')).toBe('/dashboard?dateDescriptor=sixMonths');
  });

  it('sends / and /dashboard of a user who may not read metrics to the first page of their menu', () => {
    const emailOnly = userOfType(USER_TYPE_ID.emailOnly);
    expect(go('/', emailOnly)).toBe('/settings');
    expect(go('/dashboard', emailOnly, '?dateDescriptor=sixMonths')).toBe('/settings');
    expect(go('/settings/profile', emailOnly)).toBeNull();
    for (const type of [USER_TYPE_ID.manager, USER_TYPE_ID.user, USER_TYPE_ID.limitedUser, USER_TYPE_ID.readOnly]) {
      expect(go('/', userOfType(type))).toBe('/dashboard?dateDescriptor=sixMonths');
    }
  });

  it('maps /profile, /account/* and /billing/* under /settings', () => {
    expect(go('/profile')).toBe('/settings/profile');
    expect(go('/account/details')).toBe('/settings/account/details');
    expect(go('/billing/edit', admin, '?x=1')).toBe('/settings/billing/edit?x=1');
  });

  it('sends an inactive account to billing unless already on a billing page', () => {
    const inactive = { ...admin, account_active: false };
    expect(go('/reviews', inactive)).toBe('/settings/billing');
    expect(go('/settings/billing', inactive)).toBeNull();
    expect(go('/settings/billing/manage-plans', inactive)).toBeNull();
    expect(go('/billing/edit', inactive)).toBe('/settings/billing/edit');
  });

  it('keeps parent accounts on their own screens', () => {
    const parent = { ...admin, isParent: true };
    expect(go('/', parent)).toBe('/accounts');
    expect(go('/dashboard', parent)).toBe('/accounts');
    expect(go('/reviews', parent)).toBe('/accounts');
    for (const path of [
      '/accounts',
      '/accounts/trials',
      '/child-reviews',
      '/partner-account-reports',
      '/partner-tools',
      '/settings',
      '/settings/users/new',
      '/file-downloads/12',
    ]) {
      expect(go(path, parent)).toBeNull();
    }
  });

  it('sends a regular account home from the parent-only screens, and a viewed child account to its home', () => {
    for (const path of ['/accounts', '/accounts/trials', '/child-reviews', '/partner-account-reports']) {
      expect(go(path)).toBe('/');
      expect(go(`/as/42${path}`, { ...admin, account_id: 42, isShadowing: true })).toBe('/as/42/');
    }
    expect(go('/partner-tools')).toBeNull();
  });

  it('prefixes every path with /as/{accountId} while shadowing, and drops the prefix otherwise', () => {
    const shadowing = { ...admin, account_id: 42, isShadowing: true };
    expect(go('/reviews', shadowing, '?page=3')).toBe('/as/42/reviews?page=3');
    expect(go('/as/42/reviews', shadowing)).toBeNull();
    expect(go('/as/41/reviews', shadowing)).toBe('/as/42/reviews');
    expect(go('/as/42', shadowing)).toBe('/as/42/dashboard?dateDescriptor=sixMonths');
    expect(go('/as/42/reviews', admin)).toBe('/reviews');
  });

  it('sends a parent back to the accounts list from a child address once the view is left', () => {
    expect(go('/as/42/settings/users', { ...admin, isParent: true })).toBe('/accounts');
  });

  it('sends users holding only competitor preview to /competitors/preview', () => {
    const preview: GuardAuth = { ...admin, permissions: { competitor: ['preview'] } };
    expect(go('/reviews', preview)).toBe('/competitors/preview');
    expect(go('/competitors/preview', preview)).toBeNull();
  });

  it('sends users without scheduled_export read away from scheduled-export management', () => {
    const permissions: Permissions = { ...admin.permissions, scheduled_export: [] };
    expect(go('/settings/scheduled-exports/manage', { ...admin, permissions })).toMatch(/^\/error\?statusCode=403/);
    expect(go('/settings/scheduled-exports/manage')).toBeNull();
  });

  it('forgives a trailing slash', () => {
    expect(go('/reviews/')).toBe('/reviews');
  });
});
