import type { AccountSettingValue, Permissions } from '@repute/domain';
import { can } from '@repute/domain/permissions';

export type SettingsLink = { label: string; to: string; description: string };

type SettingsLinkRule = SettingsLink & {
  visible: (permissions: Permissions, settings: Record<string, AccountSettingValue>) => boolean;
};

const RULES: SettingsLinkRule[] = [
  { label: 'Profile', to: '/settings/profile', description: 'Your name and password.', visible: () => true },
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
    visible: (p) => can(p, 'integration', 'read'),
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
export function settingsLinks(permissions: Permissions, settings: Record<string, AccountSettingValue>): SettingsLink[] {
  return RULES.filter((rule) => rule.visible(permissions, settings)).map(({ label, to, description }) => ({
    label,
    to,
    description,
  }));
}
