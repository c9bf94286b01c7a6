import { api } from '../api/api-client';
import type { ApiFile } from '../api/http-client';

/** The resources of spec 000 §7 "Exports" that have a report in the app today. */
export type ExportResource = 'reviews' | 'locations' | 'groups' | 'metric_locations' | 'metric_groups';

/** What a report asks for: the rest of the POST body (file_type, send_email) is the flow's to set. */
export type ExportRequest = {
  resource: ExportResource;
  /** The report's filters as its own list call sends them. */
  filters: Record<string, unknown>;
  download_options?: Record<string, unknown>;
  request_type?: string;
  resource_id?: number;
};

/** Spec 000 §3 "Export file": file_url appears when the file is ready. */
export type ExportFile = {
  id: number;
  status: string;
  status_reason: string | null;
  file_url: string | null;
};

/** POST /export_files/{accountId}: starts building the file (spec 000 §7). */
export function requestExportFile(accountId: number, request: ExportRequest, sendEmail: boolean): Promise<ExportFile> {
  return api.post<ExportFile>(`/export_files/${accountId}`, { ...request, file_type: 'csv', send_email: sendEmail });
}

/** GET /export_files/{id}: the file's status, status_reason and file_url. */
export function readExportFile(id: number | string): Promise<ExportFile> {
  return api.get<ExportFile>(`/export_files/${id}`);
}

/**
 * GET /fetch-export-file/{id}/file-data: the file's bytes, within the caller's account. The app downloads
 * through this call rather than file_url itself, since it carries the session's credentials wherever the file
 * is stored (a bucket's address would not take them).
 */
export function fetchExportFileData(id: number | string): Promise<ApiFile> {
  return api.getFile(`/fetch-export-file/${id}/file-data`);
}
