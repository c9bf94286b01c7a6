import type { AccountSettingCode, AccountSettingValue, AuthState } from '@repute/domain';
import { ROUTE_POLICIES, type RouteKey } from '@repute/domain/route-policies';
import { type PolicyCaller, type Refusal, type RoutePolicy, refusalOf } from '@repute/domain/route-policy';

/**
 * What the route policies read of the signed-in user (issue 25 §3, decision 0124), built from what the web session
 * holds: the auth state (permissions, user type, parent or not, account in good standing) and the account's
 * settings, a setting being on only when it is `true` (the server reads `'true'`; a missing one is off).
 */
export function policyCallerOf(
  auth: Pick<AuthState, 'permissions' | 'user_type_id' | 'isParent' | 'account_active'> | null,
  settings: Record<string, AccountSettingValue> | undefined,
): PolicyCaller | null {
  if (!auth) return null;
  const on = Object.entries(settings ?? {}).filter(([, value]) => value === true);
  return {
    permissions: auth.permissions,
    userTypeId: auth.user_type_id as PolicyCaller['userTypeId'],
    settings: Object.fromEntries(on.map(([code]) => [code as AccountSettingCode, true])),
    isParent: auth.isParent,
    accountActive: auth.account_active,
  };
}

/** A route of the API by its key, or a policy of a screen that calls none (Competitors). */
export type Need = RouteKey | RoutePolicy;

function policyOf(need: Need): RoutePolicy {
  return typeof need === 'string' ? ROUTE_POLICIES[need] : need;
}

/** Why the caller may not call the route (the first reason the server would give), or null when they may. */
export function refusalOfNeed(need: Need, caller: PolicyCaller | null): Refusal | null {
  return refusalOf(policyOf(need), caller);
}

/** Whether the caller may call the route: the question the server asks before the handler runs. */
export function mayCallNeed(need: Need, caller: PolicyCaller | null): boolean {
  return refusalOfNeed(need, caller) === null;
}
