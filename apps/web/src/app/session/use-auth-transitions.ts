import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { authStore, followOtherTabs } from '../../shared/auth/auth-store';

/**
 * Spec 000 §4: a change of user resets the cached session data; losing the session (logout, a 401, or the
 * token removed in another tab) clears everything and goes to /login.
 */
export function useAuthTransitions(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(
    () =>
      authStore.subscribe((next, previous) => {
        if (next.auth?.token === previous.auth?.token) return;
        queryClient.clear();
        if (previous.auth && !next.auth) navigate('/login', { replace: true });
      }),
    [queryClient, navigate],
  );

  useEffect(() => followOtherTabs(window), []);
}
