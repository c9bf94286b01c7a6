import { describeExportDownload, downloadExportFile } from '@repute/domain/contracts/scheduled-exports';
import { route } from '../../platform/http/contract-route';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import type { ContractApp } from '../../platform/http/routing';
import { sendCsv } from '../exports';
import type { ScheduledExportDownloads } from './scheduled-export-downloads';

const options = { config: { rateLimits: RATE_LIMITS.token } };

/**
 * Decision 0129: the download page of a recipient outside the account asks what its link offers, then downloads
 * that one file. No login: the signed token in the path is the credential.
 */
export function scheduledExportDownloadRoutes(app: ContractApp, downloads: ScheduledExportDownloads): void {
  route(app, describeExportDownload, options, async (request) => downloads.describe(request.params.token));

  route(app, downloadExportFile, options, async (request, reply) =>
    sendCsv(reply, await downloads.open(request.params.token)),
  );
}
