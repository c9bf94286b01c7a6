import type { AccountSettingValue, Permissions } from '@repute/domain';
import { usefulScopes } from '@repute/domain/api-access';
import { can } from '@repute/domain/permissions';
import type { Need } from '../../shared/session/route-access';

export type SettingsLink = { label: string; to: string; description: string };

/**
 * Who is looking: their permissions, the account's feature settings, and the question the screens ask of the route
 * policies (`useMayCallOf`): a page built on an API route is linked for whoever may call it (decision 0124).
 */
type Viewer = {
  permissions: Permissions;
  settings: Record<string, AccountSettingValue>;
  may: (need: Need) => boolean;
  /** One of the operator's staff (decision 0159): they may act as any account's user. */
  isStaff?: boolean;
};

type SettingsLinkRule = SettingsLink & { visible: (viewer: Viewer) => boolean };

const RULES: SettingsLinkRule[] = [
  { label: 'Profile', to: '/settings/profile', description: 'Your name and password.', visible: () => true },
  {
    label: 'Alerts',
    to: '/settings/alerts',
    description: 'E-mails when a review needs you.',
    visible: ({ permissions }) => can(permissions, 'alert', 'update'),
  },
  {
    label: 'Users',
    to: '/settings/users',
    description: 'Invite people, set what they can do, deactivate them.',
    visible: ({ may }) => may('GET /users'),
  },
  {
    label: 'Account',
    to: '/settings/account',
    description: 'Company details of this account.',
    visible: ({ permissions }) => can(permissions, 'account', 'read'),
  },
  {
    label: 'Locations',
    to: '/settings/locations',
    description: 'The places your customers review.',
    visible: ({ may }) => may('GET /locations'),
  },
  {
    label: 'Groups',
    to: '/settings/groups',
    description: 'Sets of locations to filter and compare by.',
    visible: ({ may, settings }) => may('GET /groups') && settings.groups !== false,
  },
  {
    label: 'Integrations',
    to: '/settings/integrations',
    description: 'Connect Google, Facebook and other review sources.',
    // Admins only, as the page itself (spec 000 §6; decision 0014): managers read integration but may not list.
    visible: ({ may }) => may('GET /integrations'),
  },
  {
    label: 'Billing',
    to: '/settings/billing',
    description: 'Plan, payment method and invoices.',
    visible: ({ permissions }) => can(permissions, 'billing', 'read'),
  },
  {
    label: 'Scheduled Exports',
    to: '/settings/scheduled-exports/manage',
    description: 'Reports e-mailed on a schedule.',
    visible: ({ may, settings }) => may('GET /scheduled_exports') && settings.scheduled_exports !== false,
  },
  {
    label: 'Target Score',
    to: '/settings/target-score',
    description: 'The rating each location aims for.',
    visible: ({ may }) => may('GET /target_scores'),
  },
  {
    label: 'Auto-Reply Rules',
    to: '/settings/auto-replies',
    description: 'Answer reviews by themselves, after a delay, with approval if you like.',
    visible: ({ may }) => may('GET /auto_reply_rules'),
  },
  {
    label: 'Webhooks',
    to: '/settings/webhooks',
    description: 'Send review, response, review request, listing and export events to your own systems.',
    visible: ({ may }) => may('GET /webhook_subscriptions'),
  },
  {
    label: 'Audit Log',
    to: '/settings/audit-log',
    description: 'Every change and sign-in: who, when, before and after.',
    visible: ({ may }) => may('GET /audit_events'),
  },
  {
    label: 'Impersonate a User',
    to: '/staff/impersonation',
    description: 'Staff only: open any account as one of its users.',
    visible: ({ isStaff }) => isStaff === true,
  },
  {
    label: 'Single Sign-On',
    to: '/settings/sso',
    description: "Sign your people in through your organization's identity provider (OpenID Connect).",
    visible: ({ may }) => may('GET /sso/oidc'),
  },
  {
    label: 'API Tokens',
    to: '/settings/api-tokens',
    description: 'Let your own scripts call the API as you.',
    // A user whose rights no scope grants (Email Only) would make tokens that can do nothing.
    visible: ({ may, permissions }) => may('GET /api_tokens') && usefulScopes(permissions).length > 0,
  },
  {
    label: 'OAuth Applications',
    to: '/settings/oauth-clients',
    description: 'Applications that ask your users for access with OAuth 2.0.',
    visible: ({ may }) => may('GET /oauth_clients'),
  },
];

/** The settings sub-pages this user may open. */
export function settingsLinks(viewer: Viewer): SettingsLink[] {
  return RULES.filter((rule) => rule.visible(viewer)).map(({ label, to, description }) => ({
    label,
    to,
    description,
  }));
}
