import { currentAuth, markAccountInactive, sessionRefused } from '../auth/auth-store';
import { createApiClient } from './http-client';

/**
 * The app's one API client: every call goes to /api with the current session's credentials.
 * A 401 clears the session (the app then goes to /login; an impersonation returns to the staff member's own);
 * a 402 marks the account inactive.
 */
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  baseUrl: '/api',
  getCredentials: () => {
    const auth = currentAuth();
    return auth ? { email: auth.email, token: auth.token } : null;
  },
  onUnauthorized: sessionRefused,
  onPaymentRequired: markAccountInactive,
});
