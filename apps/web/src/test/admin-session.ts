import type { AuthState } from '@repute/domain/auth';
import { PERMISSIONS_BY_USER_TYPE } from '@repute/domain/permissions';
import { USER_TYPE_ID, type UserTypeId } from '@repute/domain/user-types';

/** The session of an account's own admin (Ann, user 70), as component tests sign in with `logIn`. */
export function adminSession(accountId: number): AuthState {
  return userSession(accountId, USER_TYPE_ID.admin);
}

/** The session of Ann, user 70, as a user of the given type: the permissions the API gives that type. */
export function userSession(accountId: number, userTypeId: UserTypeId): AuthState {
  return {
    account_id: accountId,
    user_id: 70,
    profile_id: 70,
    email: 'ann@northwind.example',
    token: 'token',
    permissions: PERMISSIONS_BY_USER_TYPE[userTypeId],
    account_active: true,
    isParent: false,
    isShadowing: false,
    isImpersonated: false,
    isAccountOwner: userTypeId === USER_TYPE_ID.admin,
    isWhitelabel: false,
    status: 'active',
    user_type_id: userTypeId,
    nonce: '',
    invalidated: false,
  };
}
