import type { AccountSettingValue } from '@repute/domain';
import type { UserTypeId } from '@repute/domain/user-types';
import { mayCallNeed, type Need, policyCallerOf } from '../shared/session/route-access';
import { userSession } from './admin-session';

/** The question a screen asks (`useMayCall`), for a user of the type in an account with these settings. */
export function mayAs(userTypeId: UserTypeId, settings: Record<string, AccountSettingValue> = {}) {
  const caller = policyCallerOf(userSession(1, userTypeId), settings);
  return (need: Need) => mayCallNeed(need, caller);
}
