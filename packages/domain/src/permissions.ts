import { USER_TYPE_ID, type UserTypeId } from './user-types';

/** Actions of spec 000 §6. */
export const ACTIONS = ['create', 'read', 'update', 'delete', 'respond', 'preview'] as const;
export type Action = (typeof ACTIONS)[number];

/** Every resource either specification names in its permissions (000 §6, 001 §6) or generic calls. */
export const RESOURCES = [
  'account',
  'alert',
  'amplify',
  'auto_reply_rule',
  'billing',
  'campaign',
  'child_integration',
  'competitor',
  'export',
  'google_post_content',
  'group',
  'insights',
  'integration',
  'issue',
  'local_listing',
  'local_search',
  'location',
  'location_score',
  'media',
  'metrics',
  'partner_scorecard',
  'prescriptive_insight',
  'reply_approval',
  'report',
  'request',
  'response_template',
  'review',
  'scheduled_export',
  'tag',
  'target_score',
  'user',
  'user_preference',
  'visual_report',
  // Outgoing webhook subscriptions (issue 31): admins only by their policy; the webhooks:write scope grants it.
  'webhook',
] as const;
export type Resource = (typeof RESOURCES)[number];

/** The permission set sent to the client in the auth state: resource → allowed actions. */
export type Permissions = Partial<Record<Resource, Action[]>>;

const ALL: Action[] = [...ACTIONS];
const READ: Action[] = ['read'];
const WRITE: Action[] = ['create', 'read', 'update', 'delete'];

function grant(resources: readonly Resource[], actions: Action[]): Permissions {
  return Object.fromEntries(resources.map((resource) => [resource, actions]));
}

/** What people use day to day: reviews, requests, reports and their own preferences. */
const EVERYDAY: readonly Resource[] = [
  'alert',
  'campaign',
  'competitor',
  'export',
  'insights',
  'local_listing',
  'local_search',
  'location_score',
  'metrics',
  'prescriptive_insight',
  'report',
  'request',
  'response_template',
  'review',
  'scheduled_export',
  'tag',
  'user_preference',
  'visual_report',
];

const readAll = grant(
  RESOURCES.filter((resource) => !['billing', 'integration', 'child_integration', 'webhook'].includes(resource)),
  READ,
);

/**
 * One table, read by the API (enforcement) and the web app (what to show).
 * Admin: everything. Manager: everything but billing and user administration.
 * User: everyday work and reading the account's set-up. Limited User: reviews, requests and metrics, and replies
 * only suggested (decision 0146). Approvers of suggested replies and authors of auto-reply rules: Admin and Manager.
 * Read Only: reads, plus their own saved filters and alerts. Email Only: their own alert e-mails.
 */
export const PERMISSIONS_BY_USER_TYPE: Record<UserTypeId, Permissions> = {
  [USER_TYPE_ID.admin]: grant(RESOURCES, ALL),
  [USER_TYPE_ID.manager]: {
    ...grant(RESOURCES, ALL),
    billing: READ,
    account: READ,
    user: READ,
  },
  [USER_TYPE_ID.user]: {
    ...readAll,
    ...grant(EVERYDAY, ['create', 'read', 'update', 'delete', 'respond']),
    amplify: ['create', 'read', 'preview'],
    media: ['create', 'read'],
    // Posts their own replies and may suggest; approving others' is an approver's (decision 0146).
    reply_approval: ['create', 'read'],
  },
  [USER_TYPE_ID.limitedUser]: {
    ...grant(['metrics', 'location', 'group', 'request', 'campaign', 'response_template'], READ),
    // Suggest only (Yext's model, decision 0146): their replies wait in the approval queue for an approver.
    review: ['read'],
    reply_approval: ['create', 'read'],
    // Tags reviews (and takes tags off them) but neither renames nor deletes the account's tags.
    tag: ['create', 'read'],
    alert: ['read', 'update'],
    user_preference: WRITE,
    export: ['create', 'read'],
    competitor: ['preview'],
  },
  [USER_TYPE_ID.readOnly]: {
    ...readAll,
    user: [],
    alert: ['read', 'update'],
    user_preference: WRITE,
    export: ['create', 'read'],
  },
  [USER_TYPE_ID.emailOnly]: {
    alert: ['read', 'update'],
  },
};

export function permissionsFor(userTypeId: UserTypeId): Permissions {
  return PERMISSIONS_BY_USER_TYPE[userTypeId];
}

export function can(permissions: Permissions, resource: Resource, action: Action): boolean {
  return permissions[resource]?.includes(action) ?? false;
}

/** Spec 000 §2: users holding only competitor preview are sent to /competitors/preview. */
export function hasOnlyCompetitorPreview(permissions: Permissions): boolean {
  const granted = Object.entries(permissions).filter(([, actions]) => actions && actions.length > 0);
  return (
    granted.length === 1 &&
    granted[0]?.[0] === 'competitor' &&
    granted[0][1]?.length === 1 &&
    granted[0][1][0] === 'preview'
  );
}
