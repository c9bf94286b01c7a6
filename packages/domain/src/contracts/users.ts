import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../auth';
import { halListSchema } from '../hal';
import { listQuerySchema } from '../list-query';
import { userCreateSchema, userPatchSchema, userSchema, usersQuerySchema } from '../users';
import { alsoAs, endpoint } from './endpoint';
import { idParams } from './params';

/** Users of the account, and the signed-in user's own profile (spec 000 §2 "Users", "My Profile"). */

const tags = ['users'];

/** A user as the routes on one user answer it; its links are documented as any value, as they always were. */
export const userItemSchema = userSchema.extend({ _links: z.any() });

/** What the profile screen changes: the name, or the password with the current one and its confirmation. */
export const profilePatchSchema = z
  .object({
    first_name: z.string().trim().min(1).max(100).optional(),
    last_name: z.string().trim().min(1).max(100).optional(),
    current_password: z.string().optional(),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .optional(),
    password_confirmation: z.string().optional(),
  })
  .refine((body) => !body.password || body.password === body.password_confirmation, {
    message: 'Passwords do not match',
    path: ['password_confirmation'],
  });

export const userTypeSchema = z.object({ id: z.number(), name: z.string() });

export const listUsers = endpoint({
  method: 'GET',
  path: '/users',
  query: usersQuerySchema,
  responses: { 200: halListSchema('users', userSchema) },
  tags,
});

export const getUser = endpoint({
  method: 'GET',
  path: '/users/:id',
  params: idParams,
  responses: { 200: userItemSchema },
  tags,
});

export const createUser = endpoint({
  method: 'POST',
  path: '/users',
  body: userCreateSchema,
  responses: { 201: userItemSchema },
  tags,
});

export const patchUser = endpoint({
  method: 'PATCH',
  path: '/users/:id',
  params: idParams,
  body: userPatchSchema,
  responses: { 200: userItemSchema },
  tags,
});
export const replaceUser = alsoAs(patchUser, 'PUT');

/** Deactivates the user; the answer is the user as it now stands. */
export const deactivateUser = endpoint({
  method: 'DELETE',
  path: '/users/:id',
  params: idParams,
  responses: { 200: userItemSchema },
  tags,
});

/** The e-mailed link of an address change, followed before anyone signs in. */
export const confirmEmailChange = endpoint({
  method: 'PATCH',
  path: '/email_change',
  body: z.object({ email_change_token: z.string().min(1) }),
  responses: { 200: z.object({ email: z.string() }) },
  tags,
});

export const patchProfile = endpoint({
  method: 'PATCH',
  path: '/profiles/:id',
  params: idParams,
  body: profilePatchSchema,
  responses: { 200: userItemSchema },
  tags,
});

export const listUserTypes = endpoint({
  method: 'GET',
  path: '/user_types',
  query: listQuerySchema(),
  responses: { 200: halListSchema('user_types', userTypeSchema) },
  tags,
});
