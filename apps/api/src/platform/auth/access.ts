import { type Action, can, type Resource, USER_TYPE_ID } from '@repute/domain';
import { forbidden } from '../errors';
import type { Caller } from './caller';

/** Refuses with 403 unless the caller's user type grants the action on the resource. */
export function assertCan(caller: Caller, resource: Resource, action: Action): void {
  if (!can(caller.permissions, resource, action)) throw forbidden();
}

/**
 * Spec 000 §6: admins (or the automation integration, which this install does not have) see the integrations
 * list; fetching integrations is admin-only. A manager's `integration` permission does not open it.
 */
export function assertIntegrationAdmin(caller: Caller): void {
  if (caller.userTypeId !== USER_TYPE_ID.admin) throw forbidden('Only admins can see and manage integrations');
}
