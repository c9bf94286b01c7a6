import { z } from 'zod';
import { ACCOUNT_STATUSES } from './accounts';
import { ACTIONS, RESOURCES } from './permissions';

export const permissionsSchema = z.partialRecord(z.enum(RESOURCES), z.array(z.enum(ACTIONS)));

/** Auth state of spec 000 §3, as POST /auth answers it and the client stores it. */
export const authStateSchema = z.object({
  account_id: z.number().int(),
  user_id: z.number().int(),
  profile_id: z.number().int(),
  email: z.string(),
  token: z.string(),
  permissions: permissionsSchema,
  account_active: z.boolean(),
  isParent: z.boolean(),
  isShadowing: z.boolean(),
  isImpersonated: z.boolean(),
  isAccountOwner: z.boolean(),
  isWhitelabel: z.boolean(),
  status: z.enum(ACCOUNT_STATUSES),
  user_type_id: z.number().int(),
  nonce: z.string(),
  invalidated: z.boolean(),
});
export type AuthState = z.infer<typeof authStateSchema>;

export const PASSWORD_MIN_LENGTH = 8;

export const loginBodySchema = z.object({
  email: z.email(),
  password: z.string().min(1),
  confirmation_token: z.string().optional(),
});

export const passwordResetStartSchema = z.object({ email: z.email() });

export const passwordChangeSchema = z
  .object({
    reset_password_token: z.string().min(1),
    password: z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    password_confirmation: z.string(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'Passwords do not match',
    path: ['password_confirmation'],
  });

/** POST /passwords with e-mail and the current password changes an expired password in one flow. */
export const expiredPasswordChangeSchema = z
  .object({
    email: z.email(),
    current_password: z.string().min(1),
    password: z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    password_confirmation: z.string(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'Passwords do not match',
    path: ['password_confirmation'],
  });

export const signupBodySchema = z.object({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  email: z.email(),
  password: z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  company_name: z.string().trim().min(1).max(200),
  account_vertical_name: z.string().optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

/**
 * POST /signup/user answers this whether or not the address already had an account: the owner signs in with the
 * e-mailed confirmation link (decision 0019).
 */
export const signupAnswerSchema = z.object({ email: z.string(), state: z.literal('sent') });
export type SignupAnswer = z.infer<typeof signupAnswerSchema>;

/** Trial length for accounts created through /signup (spec silent; see docs/decisions). */
export const TRIAL_DAYS = 14;
/** Password-reset links stop working after this long (spec silent; see docs/decisions). */
export const RESET_TOKEN_TTL_MINUTES = 60;
