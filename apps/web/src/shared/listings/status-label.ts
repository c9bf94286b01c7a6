import type { DirectoryStatus } from '@repute/domain';

/** A closed location's open status, in brackets after 'Out of Sync'. */
const OPEN_STATUS_LABELS: Record<string, string> = {
  temporarily_inactive: 'Temporarily Closed',
  inactive: 'Permanently Closed',
};

/** How a directory's status reads, on the listings page and on the location detail (spec 001 §4). */
export const STATUS_LABELS: Record<DirectoryStatus, string> = {
  in_sync: 'In Sync',
  not_in_sync: 'Out of Sync',
  pending_sync: 'Pending Sync',
  in_progress: 'In Progress',
  pending_claim: 'Pending Claim',
  action_required: 'Action Required',
  published: 'Published',
  not_available: '--',
};

/** Spec 001 §4: not_in_sync reads 'Out of Sync', with the open status in brackets when the location is closed. */
export function statusLabel(status: DirectoryStatus, openStatus?: string): string {
  const closed = openStatus ? OPEN_STATUS_LABELS[openStatus] : undefined;
  if (status === 'not_in_sync' && closed) return `Out of Sync (${closed})`;
  return STATUS_LABELS[status];
}
