import {
  endImpersonation,
  getStaffGrant,
  listStaffAccounts,
  listStaffAccountUsers,
  startImpersonation,
} from '@repute/domain/contracts/impersonation';
import { authState } from '../../platform/auth/auth-state';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { Impersonation } from './impersonation';

const all = { page: 1, per_page: 500 };

export function impersonationRoutes(app: ContractApp, impersonation: Impersonation): void {
  route(app, getStaffGrant, async (request) => ({ staff: await impersonation.isStaff(callerOf(request)) }));

  route(app, listStaffAccounts, async (request) => {
    const accounts = await impersonation.accounts(callerOf(request), request.query.keywords);
    return listOf('accounts', accounts, '/staff/accounts');
  });

  route(app, listStaffAccountUsers, async (request) => {
    const users = await impersonation.accountUsers(callerOf(request), request.params.id);
    return listOf('users', users, `/staff/accounts/${request.params.id}/users`);
  });

  route(app, startImpersonation, async (request, reply) => {
    const { account_id, user_id } = request.body;
    const session = await impersonation.start(callerOf(request), account_id, user_id, request.id);
    return reply.status(201).send(authState(session));
  });

  // Recorded as 'impersonation.end' by the service, not as a route's write (decision 0158).
  route(app, endImpersonation, { config: { audit: 'explicit' } }, async (request, reply) => {
    await impersonation.end(callerOf(request), request.id);
    return reply.status(204).send();
  });
}

/** One page holding the whole (short) list: the staff screen shows it without paging. */
function listOf<Plural extends string, Item>(plural: Plural, items: Item[], path: string) {
  return halList(plural, items, items.length, all, path);
}
