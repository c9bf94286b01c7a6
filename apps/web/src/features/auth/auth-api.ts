import type { AuthState, SignupAnswer, SignupBody } from '@repute/domain';
import { confirmEmailChange } from '@repute/domain/contracts/users';
import { api } from '../../shared/api/api-client';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** Calls made before there is a session: no credentials, and a 401 here never counts as a logout. */
const publicCall = { credentials: null, sessionEffects: 'none' } as const;

/** confirmation_token: the signup e-mail's link, which confirms the address as it signs in. */
export type LoginBody = { email: string; password: string; confirmation_token?: string };
export type PasswordResetBody = { reset_password_token: string; password: string; password_confirmation: string };
export type ExpiredPasswordBody = {
  email: string;
  current_password: string;
  password: string;
  password_confirmation: string;
};

export function logInCall(body: LoginBody): Promise<AuthState> {
  return api.request({ method: 'POST', path: '/auth', body, ...publicCall });
}

/** The link e-mailed to a new address completes the change of address (decision 0072). */
export function confirmAddressChange(token: string) {
  return callEndpoint(confirmEmailChange, { body: { email_change_token: token } }, publicCall);
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return api.request({ method: 'POST', path: '/passwords', body: { email }, ...publicCall });
}

export function checkResetToken(token: string): Promise<{ email: string }> {
  return api.request({ method: 'GET', path: '/passwords', query: { reset_password_token: token }, ...publicCall });
}

export function resetPassword(body: PasswordResetBody): Promise<unknown> {
  return api.request({ method: 'PATCH', path: '/passwords', body, ...publicCall });
}

export function changeExpiredPassword(body: ExpiredPasswordBody): Promise<AuthState> {
  return api.request({ method: 'POST', path: '/passwords', body, ...publicCall });
}

/** Answers the same whether or not the address had an account: the next step is in the e-mail (decision 0019). */
export function signUp(body: SignupBody): Promise<SignupAnswer> {
  return api.request({ method: 'POST', path: '/signup/user', body, ...publicCall });
}

export const authKeys = {
  resetToken: (token: string) => ['passwords', 'reset-token', token] as const,
  emailChange: (token: string) => ['email_change', token] as const,
};
