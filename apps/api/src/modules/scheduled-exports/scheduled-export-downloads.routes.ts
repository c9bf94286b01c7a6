import { exportDownloadParamsSchema, exportDownloadSchema } from '@repute/domain';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import type { TypedApp } from '../../platform/http/routing';
import { sendCsv } from '../exports';
import type { ScheduledExportDownloads } from './scheduled-export-downloads';

const route = {
  config: { rateLimits: RATE_LIMITS.token },
  schema: { tags: ['scheduled_exports'], params: exportDownloadParamsSchema },
} as const;

/**
 * Decision 0129: the download page of a recipient outside the account asks what its link offers, then downloads
 * that one file. No login: the signed token in the path is the credential.
 */
export function scheduledExportDownloadRoutes(app: TypedApp, downloads: ScheduledExportDownloads): void {
  app.get(
    '/public/export_downloads/:token',
    { ...route, schema: { ...route.schema, response: { 200: exportDownloadSchema } } },
    async (request) => downloads.describe(request.params.token),
  );

  app.get('/public/export_downloads/:token/file', route, async (request, reply) =>
    sendCsv(reply, await downloads.open(request.params.token)),
  );
}
