import { type Action, can, type Resource } from '@repute/domain';
import { forbidden } from '../errors';
import type { Caller } from './caller';

/** Refuses with 403 unless the caller's user type grants the action on the resource. */
export function assertCan(caller: Caller, resource: Resource, action: Action): void {
  if (!can(caller.permissions, resource, action)) throw forbidden();
}
