import type { AuthState } from '@repute/domain';
import { logIn } from '@repute/domain/contracts/auth';
import type { EndpointBody } from '@repute/domain/contracts/endpoint';
import { completePasswordReset, lookUpResetToken, resetOrReplacePassword } from '@repute/domain/contracts/passwords';
import { signUpUser } from '@repute/domain/contracts/signup';
import { confirmEmailChange } from '@repute/domain/contracts/users';
import { type CallOptions, callEndpoint } from '../../shared/api/call-endpoint';

/** Calls made before there is a session: no credentials, and a 401 here never counts as a logout. */
const publicCall: CallOptions = { credentials: null, sessionEffects: 'none' };

/** confirmation_token: the signup e-mail's link, which confirms the address as it signs in. */
export type LoginBody = EndpointBody<typeof logIn>;
export type PasswordResetBody = EndpointBody<typeof completePasswordReset>;
/** POST /passwords with the current password: the change of an expired one. */
export type ExpiredPasswordBody = Extract<EndpointBody<typeof resetOrReplacePassword>, { current_password: string }>;

export function logInCall(body: LoginBody) {
  return callEndpoint(logIn, { body }, publicCall);
}

/** The link e-mailed to a new address completes the change of address (decision 0072). */
export function confirmAddressChange(token: string) {
  return callEndpoint(confirmEmailChange, { body: { email_change_token: token } }, publicCall);
}

export function requestPasswordReset(email: string) {
  return callEndpoint(resetOrReplacePassword, { body: { email } }, publicCall);
}

export function checkResetToken(token: string) {
  return callEndpoint(lookUpResetToken, { query: { reset_password_token: token } }, publicCall);
}

export function resetPassword(body: PasswordResetBody) {
  return callEndpoint(completePasswordReset, { body }, publicCall);
}

/** The server answers the auth state (200) here, but POST /passwords declares no answer schema: typed by hand. */
export function changeExpiredPassword(body: ExpiredPasswordBody): Promise<AuthState> {
  return callEndpoint(resetOrReplacePassword, { body }, publicCall) as Promise<AuthState>;
}

/** Answers the same whether or not the address had an account: the next step is in the e-mail (decision 0019). */
export function signUp(body: EndpointBody<typeof signUpUser>) {
  return callEndpoint(signUpUser, { body }, publicCall);
}

export const authKeys = {
  resetToken: (token: string) => ['passwords', 'reset-token', token] as const,
  emailChange: (token: string) => ['email_change', token] as const,
};
