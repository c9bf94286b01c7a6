import { useCallback } from 'react';
import { api } from '../../shared/api/api-client';
import { clearAuth } from '../../shared/auth/auth-store';

/** Log out: revoke the token (DELETE /auth), then drop the session; the app then goes to /login. */
export function useLogout(): () => Promise<void> {
  return useCallback(async () => {
    try {
      await api.request({ method: 'DELETE', path: '/auth', sessionEffects: 'none' });
    } catch {
      // The token may already be gone server-side; logging out locally is what matters.
    }
    clearAuth();
  }, []);
}
