import { z } from 'zod';
import { ACCOUNT_STATUSES, accountNameSchema, accountVerticalSchema } from './accounts';
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

/** What the API answers and the password forms show for a new password (the same words both ways). */
export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  mismatch: 'Passwords do not match',
} as const;

export const newPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort);

/** A new password (when one is sent) and its confirmation must match; the error sits on the confirmation. */
export function withMatchingConfirmation<
  Schema extends z.ZodType<{ password?: string; password_confirmation?: string }>,
>(schema: Schema): Schema {
  return schema.refine((body) => body.password === undefined || body.password === body.password_confirmation, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['password_confirmation'],
  });
}

export const loginBodySchema = z.object({
  email: z.email(),
  password: z.string().min(1),
  confirmation_token: z.string().optional(),
});

export const passwordResetStartSchema = z.object({ email: z.email() });

export const passwordChangeSchema = withMatchingConfirmation(
  z.object({
    reset_password_token: z.string().min(1),
    password: newPasswordSchema,
    password_confirmation: z.string(),
  }),
);

/** POST /passwords with e-mail and the current password changes an expired password in one flow. */
export const expiredPasswordChangeSchema = withMatchingConfirmation(
  z.object({
    email: z.email(),
    current_password: z.string().min(1),
    password: newPasswordSchema,
    password_confirmation: z.string(),
  }),
);

export const signupBodySchema = z.object({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  email: z.email(),
  password: newPasswordSchema,
  company_name: accountNameSchema,
  account_vertical_name: accountVerticalSchema.optional(),
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
