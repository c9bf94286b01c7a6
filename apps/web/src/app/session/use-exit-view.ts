import { useCallback } from 'react';
import { exitShadow } from '../../shared/auth/auth-store';
import { useLogout } from './use-logout';

/**
 * Leaves a shadowed child account: the parent's own auth comes back; the guard then takes the parent from the
 * child's /as/{id} address to the accounts list. A view opened by a partner's sign-in link (decision 0145) has no
 * parent's auth in this browser: leaving it ends that session.
 */
export function useExitView(): () => void {
  const logout = useLogout();
  return useCallback(() => {
    if (!exitShadow()) void logout();
  }, [logout]);
}
