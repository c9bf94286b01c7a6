import { USER_TYPES } from '@repute/domain';
import {
  confirmEmailChange,
  createUser,
  deactivateUser,
  getUser,
  listUsers,
  listUserTypes,
  patchProfile,
  patchUser,
  replaceUser,
} from '@repute/domain/contracts/users';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import type { ContractApp } from '../../platform/http/routing';
import type { UsersService } from './users.service';

export function usersRoutes(app: ContractApp, users: UsersService): void {
  route(app, listUsers, async (request) => {
    const { rows, total } = await users.list(callerOf(request), request.query);
    return halList('users', rows, total, request.query, '/users', request.query);
  });

  route(app, getUser, async (request) =>
    halItem(await users.get(callerOf(request), request.params.id), `/users/${request.params.id}`),
  );

  route(app, createUser, async (request, reply) => {
    const user = await users.create(callerOf(request), request.body);
    return reply.status(201).send(halItem(user, `/users/${user.id}`));
  });

  for (const contract of [patchUser, replaceUser]) {
    route(app, contract, async (request) =>
      halItem(await users.patch(callerOf(request), request.params.id, request.body), `/users/${request.params.id}`),
    );
  }

  route(app, deactivateUser, async (request) =>
    halItem(await users.deactivate(callerOf(request), request.params.id), `/users/${request.params.id}`),
  );

  route(app, confirmEmailChange, { config: { rateLimits: RATE_LIMITS.token } }, async (request) =>
    users.confirmAddressChange(request.body.email_change_token),
  );

  route(app, patchProfile, async (request) =>
    halItem(
      await users.patchProfile(callerOf(request), request.params.id, request.body),
      `/users/${request.params.id}`,
    ),
  );

  route(app, listUserTypes, async () =>
    halList('user_types', [...USER_TYPES], USER_TYPES.length, { page: 1, per_page: USER_TYPES.length }, '/user_types'),
  );
}
