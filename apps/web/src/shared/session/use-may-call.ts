import type { PolicyCaller, Refusal } from '@repute/domain/route-policy';
import { useMemo } from 'react';
import { useAuth } from '../auth/use-auth';
import { mayCallNeed, type Need, policyCallerOf, refusalOfNeed } from './route-access';
import { useAccountSettings } from './session-queries';

/**
 * The signed-in user as the route policies see them, or null when nobody is. Until the account's settings have
 * loaded every feature gate reads as off: an action behind one shows once the settings say it is on.
 */
export function usePolicyCaller(): PolicyCaller | null {
  const auth = useAuth();
  const settings = useAccountSettings().data;
  return useMemo(() => policyCallerOf(auth, settings), [auth, settings]);
}

/** Whether the signed-in user may call the route: what a screen asks before it offers the action (decision 0124). */
export function useMayCall(need: Need): boolean {
  return mayCallNeed(need, usePolicyCaller());
}

/** Whether the user may call at least one of the routes (a screen that offers any of them). */
export function useMayCallAny(needs: readonly Need[]): boolean {
  const caller = usePolicyCaller();
  return needs.some((need) => mayCallNeed(need, caller));
}

/** Why the user may not call the route, or null: for an action shown disabled with its reason. */
export function useRefusal(need: Need): Refusal | null {
  return refusalOfNeed(need, usePolicyCaller());
}

/** The question itself, for a screen that asks it of many routes (a list of links, the filter bar's controls). */
export function useMayCallOf(): (need: Need) => boolean {
  const caller = usePolicyCaller();
  return useMemo(() => (need: Need) => mayCallNeed(need, caller), [caller]);
}
