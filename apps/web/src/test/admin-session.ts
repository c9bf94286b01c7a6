import type { AuthState } from '@repute/domain/auth';
import { PERMISSIONS_BY_USER_TYPE } from '@repute/domain/permissions';
import { USER_TYPE_ID } from '@repute/domain/user-types';

/** The session of an account's own admin (Ann, user 70), as component tests sign in with `logIn`. */
export function adminSession(accountId: number): AuthState {
  return {
    account_id: accountId,
    user_id: 70,
    profile_id: 70,
    email: 'ann@northwind.example',
    token: 'token',
    permissions: PERMISSIONS_BY_USER_TYPE[USER_TYPE_ID.admin],
    account_active: true,
    isParent: false,
    isShadowing: false,
    isImpersonated: false,
    isAccountOwner: true,
    isWhitelabel: false,
    status: 'active',
    user_type_id: USER_TYPE_ID.admin,
    nonce: '',
    invalidated: false,
  };
}
