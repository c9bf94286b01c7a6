import type { UserTypeId } from '@repute/domain';
import { accountSettingsMap, DEFAULT_ACCOUNT_SETTINGS } from '@repute/domain/account-settings';
import { PERMISSIONS_BY_USER_TYPE } from '@repute/domain/permissions';
import { USER_TYPE_ID } from '@repute/domain/user-types';
import { describe, expect, it } from 'vitest';
import { activeNavPath, type NavContext, navEntries, navItems } from './nav-items';

const allSettings = accountSettingsMap(
  Object.entries(DEFAULT_ACCOUNT_SETTINGS).map(([code, value]) => ({ code, value })),
);

function context(userTypeId: UserTypeId, overrides: Partial<NavContext> = {}): NavContext {
  return {
    permissions: PERMISSIONS_BY_USER_TYPE[userTypeId],
    settings: allSettings,
    isParent: false,
    userTypeId,
    ...overrides,
  };
}

function labels(ctx: NavContext): string[] {
  return navItems(navEntries(ctx)).map((item) => item.label);
}

function sections(ctx: NavContext): string[] {
  return navEntries(ctx).flatMap((entry) => (entry.kind === 'section' ? [entry.label] : []));
}

describe('navigation items per user type (regular account)', () => {
  it('shows an admin everything a regular account has', () => {
    expect(labels(context(USER_TYPE_ID.admin))).toEqual([
      'Dashboard',
      'Reviews',
      'Keywords',
      'Ask tool',
      'Competitors',
      'Location Performance',
      'Reports',
      'Scorecards',
      'Amplify',
      'Local Listings',
      'Local Search',
      'Photos',
      'Settings',
    ]);
    expect(sections(context(USER_TYPE_ID.admin))).toEqual([
      'Review Analysis',
      'Business Performance',
      'Online Presence',
    ]);
  });

  it('shows a user amplify (create) and photos (media read)', () => {
    const items = labels(context(USER_TYPE_ID.user));
    expect(items).toContain('Amplify');
    expect(items).toContain('Photos');
    expect(items).toContain('Settings');
  });

  it('shows a limited user reviews, ask tool, competitors (preview) and location performance, no online presence', () => {
    const ctx = context(USER_TYPE_ID.limitedUser);
    expect(labels(ctx)).toEqual([
      'Dashboard',
      'Reviews',
      'Ask tool',
      'Competitors',
      'Location Performance',
      'Settings',
    ]);
    expect(sections(ctx)).toEqual(['Review Analysis', 'Business Performance']);
  });

  it('hides amplify from read only users, who hold neither create nor preview', () => {
    const items = labels(context(USER_TYPE_ID.readOnly));
    expect(items).not.toContain('Amplify');
    expect(items).toContain('Local Listings');
  });

  it('shows an email only user just Settings, and no empty sections', () => {
    const ctx = context(USER_TYPE_ID.emailOnly);
    expect(labels(ctx)).toEqual(['Settings']);
    expect(sections(ctx)).toEqual([]);
  });

  it('hides keywords, local search and photos when their account settings are off', () => {
    const settings = { ...allSettings, insights: false, local_search: false, media: false };
    const items = labels(context(USER_TYPE_ID.admin, { settings }));
    expect(items).not.toContain('Keywords');
    expect(items).not.toContain('Local Search');
    expect(items).not.toContain('Photos');
    expect(items).toContain('Amplify');
  });
});

describe('navigation items for parent accounts', () => {
  it('gives a parent admin the partner menu, with trials', () => {
    const ctx = context(USER_TYPE_ID.admin, { isParent: true });
    const items = navItems(navEntries(ctx));
    expect(items.map((item) => [item.label, item.to])).toEqual([
      ['Dashboard', '/accounts'],
      ['Integrations', '/partner-tools?tool=integrations'],
      ['Reviews without responses', '/child-reviews'],
      ['Reports', '/partner-account-reports'],
      ['Scorecards', '/partner-tools?tool=scorecards'],
      ['Trials', '/accounts/trials'],
      ['Settings', '/settings'],
    ]);
    expect(sections(ctx)).toEqual(['Review Analysis', 'Business Performance']);
  });

  it('Integrations and Scorecards are two items, each active on its own tool only', () => {
    const entries = navEntries(context(USER_TYPE_ID.admin, { isParent: true }));
    const tools = navItems(entries).filter((item) => item.to.startsWith('/partner-tools'));
    expect(new Set(tools.map((item) => item.to)).size).toBe(2);
    expect(activeNavPath(entries, '/partner-tools', '?tool=integrations')).toBe('/partner-tools?tool=integrations');
    expect(activeNavPath(entries, '/partner-tools', '?tool=scorecards&page=2')).toBe('/partner-tools?tool=scorecards');
    expect(activeNavPath(entries, '/partner-tools', '')).toBeNull();
  });

  it('keeps trials for parent admins only', () => {
    expect(labels(context(USER_TYPE_ID.manager, { isParent: true }))).not.toContain('Trials');
    expect(labels(context(USER_TYPE_ID.admin))).not.toContain('Trials');
  });
});

describe('active item', () => {
  it('picks the longest matching path', () => {
    const entries = navEntries(context(USER_TYPE_ID.admin));
    expect(activeNavPath(entries, '/dashboard')).toBe('/dashboard');
    expect(activeNavPath(entries, '/dashboard/keywords/pizza')).toBe('/dashboard/keywords');
    expect(activeNavPath(entries, '/reviews/12/history')).toBe('/reviews');
    expect(activeNavPath(entries, '/settings/users')).toBe('/settings');
    expect(activeNavPath(entries, '/oauth/authorize')).toBeNull();
  });
});
