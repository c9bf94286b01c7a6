import type { ExportResource } from '@repute/domain';
import {
  downloadGroupMetricsCsv,
  downloadLocationMetricsCsv,
  downloadMicrosurveyResponsesCsv,
  downloadReviewsCsv,
  getExportFile,
  getExportFileData,
  requestExportFile,
} from '@repute/domain/contracts/exports';
import type { FastifyReply } from 'fastify';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import { CSV_CONTENT_TYPE, type ExportFilesService } from './export-files.service';
import type { ExportsService } from './exports.service';

/** Spec 000 §7's direct CSV downloads, for the resources that exist, with the resource each one's CSV is. */
const DIRECT_DOWNLOADS = [
  [downloadReviewsCsv, 'reviews'],
  [downloadGroupMetricsCsv, 'metric_groups'],
  [downloadLocationMetricsCsv, 'metric_locations'],
  [downloadMicrosurveyResponsesCsv, 'microsurvey_responses'],
] as const satisfies readonly (readonly [unknown, ExportResource])[];

/** A CSV file as a download, never kept by a cache on the way. */
export function sendCsv(reply: FastifyReply, file: { body: NodeJS.ReadableStream; fileName: string; size?: number }) {
  reply.header('content-type', CSV_CONTENT_TYPE);
  reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
  reply.header('cache-control', 'private, no-store');
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(file.body);
}

/** Spec 000 §7 "Exports". */
export function exportsRoutes(app: ContractApp, exports: ExportsService, exportFiles: ExportFilesService): void {
  route(app, requestExportFile, async (request, reply) => {
    const { file, shared } = await exportFiles.request(callerOf(request), request.params.accountId, request.body);
    // The same export already in flight is answered as it is (200), not created again (decision 0111).
    return reply.status(shared ? 200 : 201).send(halItem(file, `/export_files/${file.id}`));
  });

  route(app, getExportFile, async (request) =>
    halItem(await exportFiles.get(callerOf(request), request.params.id), `/export_files/${request.params.id}`),
  );

  route(app, getExportFileData, async (request, reply) =>
    sendCsv(reply, await exportFiles.download(callerOf(request), request.params.id)),
  );

  for (const [contract, resource] of DIRECT_DOWNLOADS) {
    route(app, contract, async (request, reply) =>
      sendCsv(reply, await exports.download(callerOf(request), { resource, filters: request.query })),
    );
  }
}
