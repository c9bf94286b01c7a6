import { halLinksSchema, halListSchema } from '../hal';
import { exportDownloadParamsSchema, exportDownloadSchema } from '../scheduled-export-downloads';
import {
  scheduledExportCreateSchema,
  scheduledExportPatchSchema,
  scheduledExportSchema,
  scheduledExportSettingsSchema,
  scheduledExportSettingsStateSchema,
  scheduledExportsQuerySchema,
} from '../scheduled-exports';
import { alsoAs, endpoint } from './endpoint';
import { idParams } from './params';

/*
 * Spec 000 §7 "Scheduled exports", the account's switch for recipients outside it, and the download page of such
 * a recipient (decision 0129).
 */

const tags = ['scheduled_exports'];

const scheduledExportItemSchema = scheduledExportSchema.extend({ _links: halLinksSchema });

/** The caller's exports, or for an admin the account's, a page at a time. */
export const listScheduledExports = endpoint({
  method: 'GET',
  path: '/scheduled_exports',
  query: scheduledExportsQuerySchema,
  responses: { 200: halListSchema('scheduled_exports', scheduledExportSchema) },
  tags,
});

export const getScheduledExport = endpoint({
  method: 'GET',
  path: '/scheduled_exports/:id',
  params: idParams,
  responses: { 200: scheduledExportItemSchema },
  tags,
});

export const createScheduledExport = endpoint({
  method: 'POST',
  path: '/scheduled_exports',
  body: scheduledExportCreateSchema,
  responses: { 201: scheduledExportItemSchema },
  tags,
});

export const patchScheduledExport = endpoint({
  method: 'PATCH',
  path: '/scheduled_exports/:id',
  params: idParams,
  body: scheduledExportPatchSchema,
  responses: { 200: scheduledExportItemSchema },
  tags,
});
export const replaceScheduledExport = alsoAs(patchScheduledExport, 'PUT');

/** Answers the export as it was before it went. */
export const deleteScheduledExport = endpoint({
  method: 'DELETE',
  path: '/scheduled_exports/:id',
  params: idParams,
  responses: { 200: scheduledExportItemSchema },
  tags,
});

/** Whether the account's exports may go to addresses outside it (admins only, decision 0129). */
export const setScheduledExportSettings = endpoint({
  method: 'PUT',
  path: '/scheduled_export_settings',
  body: scheduledExportSettingsSchema,
  responses: { 200: scheduledExportSettingsStateSchema },
  tags,
});

/** What a download link offers a recipient outside the account; no login, the token is the credential. */
export const describeExportDownload = endpoint({
  method: 'GET',
  path: '/public/export_downloads/:token',
  params: exportDownloadParamsSchema,
  responses: { 200: exportDownloadSchema },
  tags,
});

/** The link's one file, as a CSV attachment: no JSON schema describes it. */
export const downloadExportFile = endpoint({
  method: 'GET',
  path: '/public/export_downloads/:token/file',
  params: exportDownloadParamsSchema,
  responses: {},
  tags,
});
