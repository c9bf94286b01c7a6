import type { ReviewSync } from '@repute/domain/urls';
import { formatDateTime } from '../../shared/lib/account-time';

/** "N at the source, M here" (or only ours while the source has not told its count). */
export function countsText(sync: ReviewSync): string {
  const here = `${sync.local_count} here`;
  return sync.source_count === null
    ? `Not counted at the source yet, ${here}`
    : `${sync.source_count} at the source, ${here}`;
}

/** The difference as shown beside the counts, or null when the counts agree or are not known. */
export function differenceText(sync: ReviewSync): string | null {
  if (sync.difference === null || sync.difference === 0) return null;
  return sync.difference > 0 ? `${sync.difference} missing here` : `${-sync.difference} more here than at the source`;
}

/** When the sync last finished, in the account's time zone; 'Never' before the first. */
export function lastSyncedText(sync: ReviewSync | null, timeZone: string): string {
  if (!sync?.last_synced_at) return 'Never';
  return formatDateTime(sync.last_synced_at, timeZone);
}
