import { permissionsFor } from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';

/**
 * Who asked for an export, as the job carries it: the caller without its session token (no secret is written to
 * the job table). The worker exports exactly what this caller could read when they asked (decision 0029).
 */
export type CallerSnapshot = Omit<Caller, 'token' | 'permissions'>;

export type ExportFileJob = { id: number; accountId: number; caller: CallerSnapshot };

export function snapshotOf({ token: _token, permissions: _permissions, ...caller }: Caller): CallerSnapshot {
  return caller;
}

export function callerOfSnapshot(snapshot: CallerSnapshot): Caller {
  return { ...snapshot, token: '', permissions: permissionsFor(snapshot.userTypeId) };
}
