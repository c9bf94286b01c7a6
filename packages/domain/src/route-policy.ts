import type { AccountSettingCode } from './account-settings';
import { type Action, can, type Permissions, type Resource } from './permissions';
import { USER_TYPE_ID, type UserTypeId } from './user-types';

/**
 * Who may call an API route (issue 25 §1, decision 0119). 'public': anyone; 'session': signed in, even to an
 * inactive account (login state, account and billing reads); 'active': signed in to an account in good standing.
 */
export type RouteAccess = 'public' | 'session' | 'active';

export type Permission = readonly [Resource, Action];

/** 'admin': admins only; 'admin_or_manager': the two user types that run an account. */
export type UserTypeRule = 'admin' | 'admin_or_manager';

/** Parent (partner) accounts: 'allowed' (the default), 'only' parents, or 'refused'. */
export type ParentsRule = 'allowed' | 'only' | 'refused';

export type RoutePolicy = {
  access: RouteAccess;
  /** The permission the route needs; a list means any one of them. */
  permission?: Permission | readonly Permission[];
  /** Feature gates: every one must be on for the caller's account. */
  settings?: readonly AccountSettingCode[];
  userType?: UserTypeRule;
  parents?: ParentsRule;
  /** Why a signed-in route needs no permission (reference data, the caller's own things), or what the service adds. */
  note?: string;
};

/** What the policy reads of a caller: the API's Caller and the web app's auth state both give it. */
export type PolicyCaller = {
  permissions: Permissions;
  userTypeId: UserTypeId;
  /** The caller's own account's settings; a code missing is off. */
  settings: Partial<Record<AccountSettingCode, boolean>>;
  isParent: boolean;
  accountActive: boolean;
};

/** Why a call is refused, in the order the checks run; the API answers 401, 402, then 403 for the rest. */
export type Refusal =
  | { kind: 'unauthenticated' }
  | { kind: 'inactive' }
  | { kind: 'parents' }
  | { kind: 'user_type' }
  | { kind: 'permission' }
  | { kind: 'feature'; setting: AccountSettingCode };

const USER_TYPE_RULES: Record<UserTypeRule, readonly UserTypeId[]> = {
  admin: [USER_TYPE_ID.admin],
  admin_or_manager: [USER_TYPE_ID.admin, USER_TYPE_ID.manager],
};

function isPermissionList(permission: RoutePolicy['permission']): permission is readonly Permission[] {
  return Array.isArray(permission?.[0]);
}

/** The permissions a policy accepts, any one of which is enough. */
export function permissionsOf(policy: RoutePolicy): readonly Permission[] {
  if (!policy.permission) return [];
  return isPermissionList(policy.permission) ? policy.permission : [policy.permission as Permission];
}

/** The first reason the caller (null: anonymous) may not call a route with this policy, or null when it may. */
export function refusalOf(policy: RoutePolicy, caller: PolicyCaller | null): Refusal | null {
  if (policy.access === 'public') return null;
  if (!caller) return { kind: 'unauthenticated' };
  if (policy.access === 'active' && !caller.accountActive) return { kind: 'inactive' };
  const parents = policy.parents ?? 'allowed';
  if ((parents === 'only' && !caller.isParent) || (parents === 'refused' && caller.isParent)) {
    return { kind: 'parents' };
  }
  if (policy.userType && !USER_TYPE_RULES[policy.userType].includes(caller.userTypeId)) return { kind: 'user_type' };
  const permissions = permissionsOf(policy);
  if (permissions.length > 0 && !permissions.some(([resource, action]) => can(caller.permissions, resource, action))) {
    return { kind: 'permission' };
  }
  const off = policy.settings?.find((setting) => caller.settings[setting] !== true);
  if (off) return { kind: 'feature', setting: off };
  return null;
}

/** What a 403 says (decision 0119): the API's answer, and the reason a screen gives for an action it disables. */
export const REFUSAL_MESSAGES = {
  forbidden: 'You do not have permission to do that',
  featureDisabled: 'This feature is not enabled for this account',
} as const;

/** The words of a refusal: a feature that is off, or anything else the caller's rights do not cover. */
export function refusalMessage(refusal: Refusal): string {
  return refusal.kind === 'feature' ? REFUSAL_MESSAGES.featureDisabled : REFUSAL_MESSAGES.forbidden;
}

/** The question the API enforces and the web app asks before offering an action (issue 25 §3). */
export function mayCall(policy: RoutePolicy, caller: PolicyCaller | null): boolean {
  return refusalOf(policy, caller) === null;
}

/** One line of text per policy, the form of the route snapshot and of the OpenAPI document's `x-access`. */
export function describePolicy(policy: RoutePolicy): string {
  const parts: string[] = [policy.access];
  const permissions = permissionsOf(policy);
  if (permissions.length > 0) parts.push(permissions.map(([resource, action]) => `${resource}.${action}`).join('|'));
  if (policy.userType) parts.push(`user type ${policy.userType}`);
  if (policy.parents && policy.parents !== 'allowed') parts.push(`parents ${policy.parents}`);
  if (policy.settings?.length) parts.push(`settings ${policy.settings.join('+')}`);
  return parts.join(', ');
}
