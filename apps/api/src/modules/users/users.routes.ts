import {
  halListSchema,
  listQuerySchema,
  profilePatchSchema,
  USER_TYPES,
  userCreateSchema,
  userPatchSchema,
  userSchema,
  usersQuerySchema,
} from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import { halItem, halList } from '../../platform/http/hal';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import { idParams, type TypedApp } from '../../platform/http/routing';
import type { UsersService } from './users.service';

const userItem = userSchema.extend({ _links: z.any() });

export function usersRoutes(app: TypedApp, users: UsersService): void {
  app.get(
    '/users',
    {
      schema: {
        tags: ['users'],
        querystring: usersQuerySchema,
        response: { 200: halListSchema('users', userSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await users.list(callerOf(request), request.query);
      return halList('users', rows, total, request.query, '/users', request.query);
    },
  );

  app.get(
    '/users/:id',
    { schema: { tags: ['users'], params: idParams, response: { 200: userItem } } },
    async (request) => halItem(await users.get(callerOf(request), request.params.id), `/users/${request.params.id}`),
  );

  app.post(
    '/users',
    { schema: { tags: ['users'], body: userCreateSchema, response: { 201: userItem } } },
    async (request, reply) => {
      const user = await users.create(callerOf(request), request.body);
      return reply.status(201).send(halItem(user, `/users/${user.id}`));
    },
  );

  for (const method of ['patch', 'put'] as const) {
    app[method](
      '/users/:id',
      { schema: { tags: ['users'], params: idParams, body: userPatchSchema, response: { 200: userItem } } },
      async (request) =>
        halItem(await users.patch(callerOf(request), request.params.id, request.body), `/users/${request.params.id}`),
    );
  }

  app.delete(
    '/users/:id',
    { schema: { tags: ['users'], params: idParams, response: { 200: userItem } } },
    async (request) =>
      halItem(await users.deactivate(callerOf(request), request.params.id), `/users/${request.params.id}`),
  );

  app.patch(
    '/email_change',
    {
      config: { rateLimits: RATE_LIMITS.token },
      schema: {
        tags: ['users'],
        body: z.object({ email_change_token: z.string().min(1) }),
        response: { 200: z.object({ email: z.string() }) },
      },
    },
    async (request) => users.confirmAddressChange(request.body.email_change_token),
  );

  app.patch(
    '/profiles/:id',
    { schema: { tags: ['users'], params: idParams, body: profilePatchSchema, response: { 200: userItem } } },
    async (request) =>
      halItem(
        await users.patchProfile(callerOf(request), request.params.id, request.body),
        `/users/${request.params.id}`,
      ),
  );

  app.get(
    '/user_types',
    {
      schema: {
        tags: ['users'],
        querystring: listQuerySchema(),
        response: { 200: halListSchema('user_types', z.object({ id: z.number(), name: z.string() })) },
      },
    },
    async () =>
      halList(
        'user_types',
        [...USER_TYPES],
        USER_TYPES.length,
        { page: 1, per_page: USER_TYPES.length },
        '/user_types',
      ),
  );
}
