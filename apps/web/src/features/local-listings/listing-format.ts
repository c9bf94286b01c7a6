import type { DirectoryEntry, DirectoryStatus, ListingLocation } from '@repute/domain';
import { LISTING_DESCRIPTIONS, LOCAL_LISTING_MESSAGES } from '@repute/domain';
import { countOf } from '../../shared/lib/count-format';
import { statusLabel } from '../../shared/listings/status-label';

/** Directory columns per page by width (spec 001 §2): 3 at desktop, 2 at tablet, 1 at mobile (spec 001 §9). */
export function directoryColumnsPerPage(width: number): number {
  if (width >= 1000) return 3;
  if (width >= 600) return 2;
  return 1;
}

export { STATUS_LABELS, statusLabel } from '../../shared/listings/status-label';

/** Spec 001 §9: dates in listings read M/D/YYYY. */
export function listingDate(iso: string | null): string {
  if (!iso) return '--';
  const date = new Date(iso);
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
}

/** Spec 001 §2: the action link goes to the integrations when access is the problem, else to the listing. */
export function actionLinkOf(entry: Pick<DirectoryEntry, 'status_description' | 'listing_url'>): string | null {
  if (entry.status_description === LISTING_DESCRIPTIONS.noAccess) return '/settings/integrations';
  return entry.listing_url;
}

export function statusColor(status: DirectoryStatus): string {
  if (status === 'in_sync' || status === 'published') return 'green';
  if (status === 'pending_sync' || status === 'in_progress' || status === 'pending_claim') return 'gray';
  if (status === 'not_available') return 'gray';
  return 'red';
}

export const locationStatusLabel = (row: Pick<ListingLocation, 'status' | 'open_status'>) =>
  statusLabel(row.status, row.open_status);

/**
 * A bulk Publish or Unpublish's toast: spec 001 §8's words for one location ('... for this location'), and the
 * count for several ('... for 3 locations').
 */
export function bulkAutoSyncMessage(on: boolean, count: number): string {
  if (count === 1) return on ? LOCAL_LISTING_MESSAGES.autoSyncOn : LOCAL_LISTING_MESSAGES.autoSyncOff;
  return `Auto Sync ${on ? 'enabled' : 'disabled'} for ${countOf(count, 'location', 'locations')}`;
}
