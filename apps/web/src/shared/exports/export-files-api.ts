import { getExportFile, getExportFileData, requestExportFile as requestFile } from '@repute/domain/contracts/exports';
import type { ExportFile, ExportFileRequest } from '@repute/domain/exports';
import { api } from '../api/api-client';
import { callEndpoint, endpointPath } from '../api/call-endpoint';
import type { ApiFile } from '../api/http-client';

export type { ExportFile, ExportResource } from '@repute/domain/exports';

/**
 * What a report asks for (its filters as its own list call sends them); the rest of the POST body (file_type,
 * download_options, request_type and send_email) is the flow's to set.
 */
export type ExportRequest = Omit<ExportFileRequest, 'file_type' | 'send_email' | 'download_options' | 'request_type'>;

/** A person's download from a screen (decision 0121); the one CSV layout per resource takes no options. */
export const DOWNLOAD_REQUEST_TYPE = 'download';

/** POST /export_files/{accountId}: starts building the file, with every field of spec 000 §7. */
export function requestExportFile(accountId: number, request: ExportRequest, sendEmail: boolean): Promise<ExportFile> {
  return callEndpoint(requestFile, {
    params: { accountId },
    body: {
      ...request,
      file_type: 'csv',
      download_options: {},
      request_type: DOWNLOAD_REQUEST_TYPE,
      send_email: sendEmail,
    },
  });
}

/** GET /export_files/{id}: the file's status, status_reason and file_url. */
export function readExportFile(id: number | string): Promise<ExportFile> {
  return callEndpoint(getExportFile, { params: { id } });
}

/**
 * GET /fetch-export-file/{id}/file-data: the file's bytes, within the caller's account. The app downloads
 * through this call rather than file_url itself, since it carries the session's credentials wherever the file
 * is stored (a bucket's address would not take them).
 */
export function fetchExportFileData(id: number | string): Promise<ApiFile> {
  return api.getFile(endpointPath(getExportFileData.path, { id }));
}
