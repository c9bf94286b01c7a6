import type { AuthState } from '@repute/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { logIn } from '../auth/auth-store';
import { loadSession } from './session-queries';

/** After a successful login (or signup, or password change): keep the auth state, then load the session's data. */
export function useStartSession(): (auth: AuthState) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (auth: AuthState) => {
      logIn(auth);
      await loadSession(queryClient, auth);
    },
    [queryClient],
  );
}
