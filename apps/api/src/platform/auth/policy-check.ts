import {
  type AccountSettingCode,
  type PolicyCaller,
  permissionsOf,
  type Refusal,
  type RoutePolicy,
  refusalOf,
} from '@repute/domain';
import { type AppError, accountInactive, featureOff, forbidden, unauthorized } from '../errors';
import type { Caller } from './caller';

/** Why an API token is refused a route that needs no permission. */
export const API_TOKEN_REFUSED = 'API tokens cannot call this; sign in to do it';

/** Whether a setting is on for an account ('true'); only policies with a feature gate ask. */
export type SettingOn = (accountId: number, code: AccountSettingCode) => Promise<boolean>;

/** The error a refusal answers: 401 and 402 as ever, 403 for everything the caller's rights or account lack. */
export function refusalError(refusal: Refusal): AppError {
  switch (refusal.kind) {
    case 'unauthenticated':
      return unauthorized();
    case 'inactive':
      return accountInactive();
    case 'feature':
      return featureOff();
    case 'user_type':
    case 'parents':
    case 'permission':
      return forbidden();
  }
}

async function policyCaller(caller: Caller, policy: RoutePolicy, settingOn: SettingOn): Promise<PolicyCaller> {
  const codes = policy.settings ?? [];
  const on = await Promise.all(codes.map((code) => settingOn(caller.accountId, code)));
  return { ...caller, settings: Object.fromEntries(codes.map((code, index) => [code, on[index]])) };
}

/**
 * Refuses the caller what the policy does not grant: parents, user type, permission, then feature gates, read for
 * the caller's own account. The routes' preHandler and the CSV exports (which the worker also runs) ask it.
 */
export async function assertPolicy(caller: Caller, policy: RoutePolicy, settingOn: SettingOn): Promise<void> {
  // An API token reaches only what its scopes can grant: routes that need no permission (the session, tokens,
  // consent, settings of one's own) stay with people signed in (decision 0160).
  if (caller.apiScopes && permissionsOf(policy).length === 0) throw forbidden(API_TOKEN_REFUSED);
  const refusal = refusalOf(policy, await policyCaller(caller, policy, settingOn));
  if (refusal) throw refusalError(refusal);
}
