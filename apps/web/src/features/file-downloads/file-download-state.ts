import type { ExportFile } from '../../shared/exports/export-files-api';

/** What the page shows for the file it was opened for. */
export type FileDownloadState = 'loading' | 'not_found' | 'expired' | 'preparing' | 'no_results' | 'failed' | 'ready';

/** HTTP statuses that say the link leads nowhere: 404 (not in this account, or gone) and 410 (expired). */
export function stateOfError(status: number | undefined): FileDownloadState | null {
  if (status === 404) return 'not_found';
  if (status === 410) return 'expired';
  return null;
}

/** The file's state from its record: an expiry date in the past wins over whatever it says. */
export function stateOfFile(file: ExportFile & { expires_at?: string | null }, now: Date): FileDownloadState {
  if (file.expires_at && Date.parse(file.expires_at) <= now.getTime()) return 'expired';
  if (file.file_url) return 'ready';
  if (file.status === 'no_results') return 'no_results';
  if (file.status === 'failed') return 'failed';
  if (file.status === 'expired') return 'expired';
  return 'preparing';
}
