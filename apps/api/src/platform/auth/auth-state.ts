import { randomBytes } from 'node:crypto';
import type { AuthState } from '@repute/domain';
import type { Caller } from './caller';

/** The auth state of spec 000 §3 as the client stores it. */
export function authState(caller: Caller, invalidated = false): AuthState {
  return {
    account_id: caller.accountId,
    user_id: caller.userId,
    profile_id: caller.userId,
    email: caller.email,
    token: caller.token,
    permissions: caller.permissions,
    account_active: caller.accountActive,
    isParent: caller.isParent,
    isShadowing: caller.isShadowing,
    isImpersonated: caller.isImpersonated,
    isAccountOwner: caller.isAccountOwner,
    isWhitelabel: caller.isWhitelabel,
    status: caller.accountStatus,
    user_type_id: caller.userTypeId,
    nonce: randomBytes(8).toString('hex'),
    invalidated,
  };
}
