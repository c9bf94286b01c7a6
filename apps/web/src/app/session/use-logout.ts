import { logOut } from '@repute/domain/contracts/auth';
import { useCallback } from 'react';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { clearAuth } from '../../shared/auth/auth-store';

/** Log out: revoke the token (DELETE /auth), then drop the session; the app then goes to /login. */
export function useLogout(): () => Promise<void> {
  return useCallback(async () => {
    try {
      await callEndpoint(logOut, {}, { sessionEffects: 'none' });
    } catch {
      // The token may already be gone server-side; logging out locally is what matters.
    }
    clearAuth();
  }, []);
}
