import { type AccountSettingValue, type Permissions, USER_TYPE_ID } from '@repute/domain';
import { can } from '@repute/domain/permissions';

export type SettingsLink = { label: string; to: string; description: string };

/** Who is looking: permissions by user type, the account's feature settings and the user type itself. */
type Viewer = { permissions: Permissions; settings: Record<string, AccountSettingValue>; userTypeId?: number };

type SettingsLinkRule = SettingsLink & {
  visible: (permissions: Permissions, settings: Viewer['settings'], userTypeId?: number) => boolean;
};

const RULES: SettingsLinkRule[] = [
  { label: 'Profile', to: '/settings/profile', description: 'Your name and password.', visible: () => true },
  {
    label: 'Alerts',
    to: '/settings/alerts',
    description: 'E-mails when a review needs you.',
    visible: (p) => can(p, 'alert', 'update'),
  },
  {
    label: 'Users',
    to: '/settings/users',
    description: 'Invite people, set what they can do, deactivate them.',
    visible: (p) => can(p, 'user', 'read'),
  },
  {
    label: 'Account',
    to: '/settings/account',
    description: 'Company details of this account.',
    visible: (p) => can(p, 'account', 'read'),
  },
  {
    label: 'Locations',
    to: '/settings/locations',
    description: 'The places your customers review.',
    visible: (p) => can(p, 'location', 'read'),
  },
  {
    label: 'Groups',
    to: '/settings/groups',
    description: 'Sets of locations to filter and compare by.',
    visible: (p, s) => can(p, 'group', 'read') && s.groups !== false,
  },
  {
    label: 'Integrations',
    to: '/settings/integrations',
    description: 'Connect Google, Facebook and other review sources.',
    // Admins only, as the page itself (spec 000 §6; decision 0014): managers read integration but may not list.
    visible: (p, _s, userTypeId) => can(p, 'integration', 'read') && userTypeId === USER_TYPE_ID.admin,
  },
  {
    label: 'Billing',
    to: '/settings/billing',
    description: 'Plan, payment method and invoices.',
    visible: (p) => can(p, 'billing', 'read'),
  },
  {
    label: 'Scheduled Exports',
    to: '/settings/scheduled-exports/manage',
    description: 'Reports e-mailed on a schedule.',
    visible: (p, s) => can(p, 'scheduled_export', 'read') && s.scheduled_exports !== false,
  },
  {
    label: 'Target Score',
    to: '/settings/target-score',
    description: 'The rating each location aims for.',
    visible: (p) => can(p, 'target_score', 'read'),
  },
];

/** The settings sub-pages this user may open. */
export function settingsLinks({ permissions, settings, userTypeId }: Viewer): SettingsLink[] {
  return RULES.filter((rule) => rule.visible(permissions, settings, userTypeId)).map(({ label, to, description }) => ({
    label,
    to,
    description,
  }));
}
