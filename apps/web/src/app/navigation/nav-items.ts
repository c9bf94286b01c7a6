import type { AccountSettingValue, Action, Permissions, Resource } from '@repute/domain';
import { can } from '@repute/domain/permissions';
import { USER_TYPE_ID } from '@repute/domain/user-types';
import {
  type Icon,
  IconAward,
  IconBuildingStore,
  IconFlask,
  IconLayoutDashboard,
  IconListDetails,
  IconMapPin,
  IconMapSearch,
  IconMessageStar,
  IconPhoto,
  IconPlug,
  IconReportAnalytics,
  IconSend,
  IconSettings,
  IconSpeakerphone,
  IconTags,
} from '@tabler/icons-react';
import { mayCallNeed, type Need, policyCallerOf } from '../../shared/session/route-access';
import { screenNeed } from '../router/route-table';

export type NavContext = {
  permissions: Permissions;
  settings: Record<string, AccountSettingValue>;
  isParent: boolean;
  userTypeId: number;
};

export type NavItem = { kind: 'item'; label: string; to: string; icon: Icon };
export type NavSection = { kind: 'section'; label: string; items: NavItem[] };
export type NavEntry = NavItem | NavSection;

type ItemRule = { label: string; to: string; icon: Icon; visible: (context: NavContext) => boolean };

const allowed = (resource: Resource, action: Action) => (context: NavContext) =>
  can(context.permissions, resource, action);
const settingOn = (context: NavContext, code: string) => context.settings[code] === true;

function item({ label, to, icon }: Omit<ItemRule, 'visible'>): NavItem {
  return { kind: 'item', label, to, icon };
}

function pick(context: NavContext, rules: ItemRule[]): NavItem[] {
  return rules.filter((rule) => rule.visible(context)).map(item);
}

function section(label: string, items: NavItem[]): NavSection[] {
  return items.length > 0 ? [{ kind: 'section', label, items }] : [];
}

/** A parent's two tools share the one partner screen the spec allows them; the `tool` parameter tells them apart. */
export const PARTNER_TOOLS = {
  integrations: '/partner-tools?tool=integrations',
  scorecards: '/partner-tools?tool=scorecards',
} as const;

/**
 * The left menu of spec 000 §2 for one user: each item behind its permission, account setting or account
 * kind; parents get their own screens; sections with nothing visible are left out.
 */
export function navEntries(context: NavContext): NavEntry[] {
  const parent = context.isParent;
  const regular = !parent;
  const has = (resource: Resource, action: Action) => allowed(resource, action)(context);
  const caller = policyCallerOf(
    {
      permissions: context.permissions,
      user_type_id: context.userTypeId,
      isParent: context.isParent,
      account_active: true,
    },
    context.settings,
  );
  /** The item of a screen built on an API route shows to whoever may call it (decision 0124). */
  const calls = (need: Need) => () => mayCallNeed(need, caller);
  /** The item of a screen the route table gates shows by the same rule as the screen itself. */
  const opens = (path: string) => {
    const need = screenNeed(path);
    return need === undefined ? () => true : calls(need);
  };

  const top = pick(context, [
    {
      label: 'Dashboard',
      to: parent ? '/accounts' : '/dashboard',
      icon: IconLayoutDashboard,
      visible: calls('GET /metrics/:accountId/overview'),
    },
    {
      label: 'Integrations',
      to: PARTNER_TOOLS.integrations,
      icon: IconPlug,
      visible: () => parent && has('child_integration', 'read'),
    },
  ]);

  const reviewAnalysis = pick(context, [
    parent
      ? {
          label: 'Reviews without responses',
          to: '/child-reviews',
          icon: IconMessageStar,
          visible: calls('GET /reviews'),
        }
      : { label: 'Reviews', to: '/reviews', icon: IconMessageStar, visible: calls('GET /reviews') },
    {
      label: 'Keywords',
      to: '/dashboard/keywords',
      icon: IconTags,
      visible: () => regular && calls('GET /insights/:account_id/categories')() && settingOn(context, 'insights'),
    },
    {
      label: 'Ask tool',
      to: '/request-reviews',
      icon: IconSend,
      visible: () => regular && opens('/request-reviews')(),
    },
  ]);

  const businessPerformance = pick(context, [
    {
      label: 'Competitors',
      to: '/competitors',
      icon: IconBuildingStore,
      visible: () => regular && opens('/competitors')(),
    },
    {
      label: 'Location Performance',
      to: '/dashboard/locations',
      icon: IconMapPin,
      visible: () => regular && has('metrics', 'read'),
    },
    {
      label: 'Reports',
      to: parent ? '/partner-account-reports' : '/visual-reports',
      icon: IconReportAnalytics,
      visible: allowed('visual_report', 'read'),
    },
    {
      // A partner's scorecards of prospects, or a business's own locations graded (decision 0142).
      label: 'Scorecards',
      to: PARTNER_TOOLS.scorecards,
      icon: IconAward,
      visible: calls(parent ? 'GET /scorecard_requests' : 'GET /scorecards'),
    },
  ]);

  const onlinePresence = regular
    ? pick(context, [
        {
          label: 'Amplify',
          to: '/amplify',
          icon: IconSpeakerphone,
          visible: calls('GET /amplify/widgets'),
        },
        {
          label: 'Local Listings',
          to: '/dashboard/local_listings',
          icon: IconListDetails,
          visible: calls('GET /local_listings/provider'),
        },
        {
          label: 'Local Search',
          to: '/local-search',
          icon: IconMapSearch,
          visible: calls('GET /local_search/searches'),
        },
        {
          label: 'Photos',
          to: '/photos',
          icon: IconPhoto,
          visible: () => opens('/photos')() && settingOn(context, 'media'),
        },
      ])
    : [];

  const bottom = pick(context, [
    {
      label: 'Trials',
      to: '/accounts/trials',
      icon: IconFlask,
      visible: () => parent && context.userTypeId === USER_TYPE_ID.admin,
    },
    { label: 'Settings', to: '/settings', icon: IconSettings, visible: allowed('alert', 'update') },
  ]);

  return [
    ...top,
    ...section('Review Analysis', reviewAnalysis),
    ...section('Business Performance', businessPerformance),
    ...section('Online Presence', onlinePresence),
    ...bottom,
  ];
}

export function navItems(entries: NavEntry[]): NavItem[] {
  return entries.flatMap((entry) => (entry.kind === 'section' ? entry.items : [entry]));
}

/** Whether the current address is the item's: its path or below, and every parameter the item's link carries. */
function matchesItem(to: string, innerPath: string, search: URLSearchParams): boolean {
  const [path = '', query = ''] = to.split('?');
  const onPath = innerPath === path || innerPath.startsWith(`${path}/`);
  return onPath && [...new URLSearchParams(query)].every(([key, value]) => search.get(key) === value);
}

/** The item to mark active: the one whose path is the longest prefix of the current path. */
export function activeNavPath(entries: NavEntry[], innerPath: string, search = ''): string | null {
  const params = new URLSearchParams(search);
  let best: string | null = null;
  for (const { to } of navItems(entries)) {
    if (matchesItem(to, innerPath, params) && (best === null || to.length > best.length)) best = to;
  }
  return best;
}
