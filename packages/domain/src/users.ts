import { z } from 'zod';
import { newPasswordSchema, withMatchingConfirmation } from './auth';
import { listQuerySchema } from './list-query';
import { USER_TYPES } from './user-types';
import { idSchema } from './whole-numbers';

const userTypeIds = USER_TYPES.map((type) => type.id) as [number, ...number[]];

export const userSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  profile_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** A new address waiting for its confirmation link; the user signs in with `email` until then (decision 0072). */
  pending_email: z.string().nullable(),
  user_type: z.string(),
  user_type_id: z.number().int(),
  shadow_user_id: z.number().int().nullable(),
  active: z.boolean(),
  /** Invited and has not set a password yet (the invitation's link sets it). */
  invited: z.boolean(),
  is_account_owner: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

const name = z.string().trim().min(1, 'Required').max(100);

/** PATCH /profiles/{id} with the names: the signed-in user's own first and last name. */
export const profileNamesSchema = z.object({ first_name: name, last_name: name });

/** PATCH /profiles/{id} with a new password: the current one, the new one and its confirmation. */
export const profilePasswordSchema = withMatchingConfirmation(
  z.object({ current_password: z.string().min(1), password: newPasswordSchema, password_confirmation: z.string() }),
);

/** PATCH /profiles/{id}: the names, a new password, or both; what is sent is checked as those forms check it. */
export const profilePatchSchema = withMatchingConfirmation(
  z.object({
    first_name: name.optional(),
    last_name: name.optional(),
    current_password: z.string().optional(),
    password: newPasswordSchema.optional(),
    password_confirmation: z.string().optional(),
  }),
);

export const userCreateSchema = z.object({
  first_name: name,
  last_name: name,
  email: z.email('Enter a valid e-mail address'),
  user_type_id: z
    .number()
    .int()
    .refine((id) => userTypeIds.includes(id), 'Unknown user type'),
});
export type UserCreate = z.infer<typeof userCreateSchema>;

/**
 * The spec's user has one name, profile_name (spec 000 §3 User); ours keeps first and last. A profile_name in a
 * change is the name: its first word is the first name, the rest the last name, and it wins over first_name and
 * last_name in the same body (decision 0022).
 */
export const userPatchSchema = userCreateSchema
  .partial()
  .extend({ active: z.boolean().optional(), profile_name: z.string().trim().min(1, 'Required').max(100).optional() })
  .transform(({ profile_name, ...patch }) =>
    profile_name === undefined ? patch : { ...patch, ...namesOf(profile_name) },
  );
export type UserPatch = z.infer<typeof userPatchSchema>;

/** name sorts by last name; by default last then first name, or the best match of the keywords first. */
export const USER_SORT_FIELDS = ['name', 'last_name', 'first_name', 'email', 'user_type_id', 'created_at'] as const;

export const usersQuerySchema = listQuerySchema({ sortable: USER_SORT_FIELDS }).extend({
  account_id: idSchema.optional(),
  include_shadow_users: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

/** A profile name split into first and last name: the first word, and the rest (empty for a single word). */
export function namesOf(profileName: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = profileName.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

export function profileInitials(profileName: string): string {
  const parts = profileName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
