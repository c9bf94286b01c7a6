import type { AuthState } from '@repute/domain';

const SHADOW_PREFIX = /^\/as\/(\d+)(?=\/|$)/;

/** '/as/{accountId}' while shadowing a child account (spec 000 §2), '' otherwise. */
export function shadowPrefix(auth: Pick<AuthState, 'isShadowing' | 'account_id'> | null): string {
  return auth?.isShadowing ? `/as/${auth.account_id}` : '';
}

/** Splits '/as/12/reviews' into the shadowed account id and the path inside it. */
export function splitShadowPath(pathname: string): { shadowAccountId: number | null; innerPath: string } {
  const match = SHADOW_PREFIX.exec(pathname);
  if (!match) return { shadowAccountId: null, innerPath: pathname || '/' };
  return { shadowAccountId: Number(match[1]), innerPath: pathname.slice(match[0].length) || '/' };
}
