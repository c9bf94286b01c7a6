import { z } from 'zod';
import { expiredPasswordChangeSchema, passwordChangeSchema, passwordResetStartSchema } from '../auth';
import { endpoint } from './endpoint';

/** Password resets by e-mailed link, and the change of an expired password at sign-in. */

const tags = ['passwords'];

/**
 * {email} starts a reset (202); {email, current_password, password, ...} replaces an expired one and answers the
 * auth state (200). A body with current_password must validate as the change: without the never-branch, a
 * mismatching confirmation fell through to {email} and started a reset instead of a 400.
 */
export const resetOrReplacePassword = endpoint({
  method: 'POST',
  path: '/passwords',
  body: z.union([
    expiredPasswordChangeSchema,
    passwordResetStartSchema.extend({ current_password: z.never().optional() }),
  ]),
  responses: {},
  tags,
});

/** Whose reset link this is. */
export const lookUpResetToken = endpoint({
  method: 'GET',
  path: '/passwords',
  query: z.object({ reset_password_token: z.string().min(1), nonce: z.string().optional() }),
  responses: { 200: z.object({ email: z.string() }) },
  tags,
});

export const completePasswordReset = endpoint({
  method: 'PATCH',
  path: '/passwords',
  body: passwordChangeSchema,
  responses: {},
  tags,
});
