import type { ApiFile } from '../api/http-client';
import type { ToastLevel } from '../ui/toast-rules';
import {
  type ExportFile,
  type ExportRequest,
  fetchExportFileData,
  readExportFile,
  requestExportFile,
} from './export-files-api';
import { EXPORT_POLL_INTERVAL_MS, exportPollTimeoutMs, TIMEOUT_REASON } from './export-rules';
import { EXPORT_TEXT } from './export-text';

/** How an export ended (spec 000 §4 "Export"); the failures carry the call's error for the toast. */
export type ExportResult =
  | { outcome: 'downloaded'; file: ApiFile }
  | { outcome: 'no_results' }
  | { outcome: 'failed'; reason: string | null }
  | { outcome: 'slow' }
  | { outcome: 'timed_out' }
  | { outcome: 'initiate_failed'; error: unknown }
  | { outcome: 'poll_failed'; error: unknown }
  | { outcome: 'download_failed'; error: unknown };

export type ExportRun = {
  accountId: number;
  request: ExportRequest;
  /** Impersonating or shadowing: the longer time-out, and no e-mail (spec 000 §9). */
  impersonating: boolean;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Where a file's status leads, or null while it is still being built. */
function settled(file: ExportFile): 'ready' | 'no_results' | 'failed' | null {
  if (file.file_url) return 'ready';
  if (file.status === 'no_results') return 'no_results';
  if (file.status === 'failed') return 'failed';
  return null;
}

/**
 * Spec 000 §4: request the file, then poll its status until file_url is there (the file is fetched), or
 * no_results, or failed, or the time-out passes. At the time-out the server keeps building: with an e-mail on
 * its way the user is told the link will come; without one, that the download timed out.
 */
export async function runExport({ accountId, request, impersonating }: ExportRun): Promise<ExportResult> {
  const sendEmail = !impersonating;
  let file: ExportFile;
  try {
    file = await requestExportFile(accountId, request, sendEmail);
  } catch (error) {
    return { outcome: 'initiate_failed', error };
  }
  const deadline = Date.now() + exportPollTimeoutMs(impersonating);
  for (;;) {
    const state = settled(file);
    if (state === 'no_results') return { outcome: 'no_results' };
    if (state === 'failed') return { outcome: 'failed', reason: file.status_reason };
    if (state === 'ready') {
      try {
        return { outcome: 'downloaded', file: await fetchExportFileData(file.id) };
      } catch (error) {
        return { outcome: 'download_failed', error };
      }
    }
    if (Date.now() + EXPORT_POLL_INTERVAL_MS > deadline) return { outcome: sendEmail ? 'slow' : 'timed_out' };
    await wait(EXPORT_POLL_INTERVAL_MS);
    try {
      file = await readExportFile(file.id);
    } catch (error) {
      return { outcome: 'poll_failed', error };
    }
  }
}

export type ExportNotice = { level: ToastLevel; message: string; error?: unknown };

/** The toast for each ending, with the messages of spec 000 §8. */
export function exportNotice(
  result: ExportResult,
  { email, impersonating }: { email: string; impersonating: boolean },
): ExportNotice {
  switch (result.outcome) {
    case 'downloaded':
      return {
        level: 'success',
        message: impersonating ? EXPORT_TEXT.startedWithoutEmail : EXPORT_TEXT.started(email),
      };
    case 'no_results':
      return { level: 'info', message: EXPORT_TEXT.noResults };
    case 'failed':
      return {
        level: 'alert',
        message: result.reason === TIMEOUT_REASON ? EXPORT_TEXT.timedOut : EXPORT_TEXT.generateFailed,
      };
    case 'slow':
      return { level: 'info', message: EXPORT_TEXT.slow(email) };
    case 'timed_out':
      return { level: 'alert', message: EXPORT_TEXT.timedOut };
    case 'initiate_failed':
      return { level: 'alert', message: EXPORT_TEXT.initiateFailed, error: result.error };
    case 'poll_failed':
      return { level: 'alert', message: EXPORT_TEXT.generateFailed, error: result.error };
    case 'download_failed':
      return { level: 'alert', message: EXPORT_TEXT.downloadFailed, error: result.error };
  }
}
