import { z } from 'zod';
import { authStateSchema, loginBodySchema } from '../auth';
import { ssoLinkCreateSchema, ssoLinkSchema, ssoLoginSchema } from '../partner-tools';
import { idSchema } from '../whole-numbers';
import { endpoint } from './endpoint';

/** Signing in and out, confirming the address, and a parent's shadow session in a child account. */

const tags = ['auth'];

export const logIn = endpoint({
  method: 'POST',
  path: '/auth',
  body: loginBodySchema,
  responses: { 201: authStateSchema },
  tags,
});

/** The auth state of the current credentials. */
export const getAuth = endpoint({ method: 'GET', path: '/auth', responses: { 200: authStateSchema }, tags });

/** Revokes the token: 204. */
export const logOut = endpoint({ method: 'DELETE', path: '/auth', responses: {}, tags });

/** The signup e-mail's link confirms the address. */
export const confirmAddress = endpoint({
  method: 'PATCH',
  path: '/confirm',
  body: z.object({ confirmation_token: z.string().min(1) }),
  responses: {},
  tags,
});

/** {state: 'resend'} sends the caller a new confirmation e-mail. */
export const resendConfirmation = endpoint({
  method: 'POST',
  path: '/confirm',
  body: z.object({ state: z.literal('resend') }),
  responses: {},
  tags,
});

/** A parent's token in one of its child accounts. */
export const shadowAccount = endpoint({
  method: 'POST',
  path: '/shadow_user/tokens',
  body: z.object({ child_account_id: idSchema }),
  responses: { 201: authStateSchema },
  tags,
});

/** A partner admin's one-time sign-in link into one of its children (decision 0145). */
export const createSsoLink = endpoint({
  method: 'POST',
  path: '/sso_links',
  body: ssoLinkCreateSchema,
  responses: { 201: ssoLinkSchema },
  tags,
});

/** The link's token for a session in the child account: once, before it expires. */
export const ssoLogIn = endpoint({
  method: 'POST',
  path: '/sso_login',
  body: ssoLoginSchema,
  responses: { 201: authStateSchema },
  tags,
});
