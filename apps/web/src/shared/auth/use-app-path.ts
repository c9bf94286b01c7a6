import { useCallback } from 'react';
import { shadowPrefix } from './app-path';
import { useAuth } from './use-auth';

/** Turns an app path into the one to link to: prefixed with /as/{accountId} while shadowing. */
export function useAppPath(): (path: string) => string {
  const auth = useAuth();
  const prefix = shadowPrefix(auth);
  return useCallback((path: string) => `${prefix}${path}`, [prefix]);
}
