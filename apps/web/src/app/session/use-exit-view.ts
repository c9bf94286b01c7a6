import { useCallback } from 'react';
import { exitShadow } from '../../shared/auth/auth-store';

/**
 * Leaves a shadowed child account: the parent's own auth comes back; the guard then takes the parent from the
 * child's /as/{id} address to the accounts list.
 */
export function useExitView(): () => void {
  return useCallback(() => {
    exitShadow();
  }, []);
}
