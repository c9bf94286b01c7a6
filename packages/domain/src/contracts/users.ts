import { z } from 'zod';
import { halListSchema } from '../hal';
import { listQuerySchema } from '../list-query';
import { profilePatchSchema, userCreateSchema, userPatchSchema, userSchema, usersQuerySchema } from '../users';
import { alsoAs, endpoint } from './endpoint';
import { idParams } from './params';

/** Users of the account, and the signed-in user's own profile (spec 000 §2 "Users", "My Profile"). */

const tags = ['users'];

/** A user as the routes on one user answer it; its links are documented as any value, as they always were. */
export const userItemSchema = userSchema.extend({ _links: z.any() });

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
