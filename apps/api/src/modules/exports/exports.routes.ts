import {
  type ExportResource,
  exportFileRequestSchema,
  exportFileSchema,
  halLinksSchema,
  idSchema,
} from '@repute/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import { halItem } from '../../platform/http/hal';
import { idParams, type TypedApp } from '../../platform/http/routing';
import { CSV_CONTENT_TYPE, type ExportFilesService } from './export-files.service';
import type { ExportsService } from './exports.service';

const exportFileItem = exportFileSchema.extend({ _links: halLinksSchema });

/** Filters as the URL has them; each resource's own list schema reads them (400 on a bad one). */
const csvQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** Spec 000 §7's direct CSV downloads, for the resources that exist. */
const DIRECT_DOWNLOADS: [path: string, resource: ExportResource][] = [
  ['/export/csv/reviews', 'reviews'],
  ['/export/csv/group_metrics', 'metric_groups'],
  ['/export/csv/location_metrics', 'metric_locations'],
  // Not among spec 000 §7's direct downloads: the summaries screen's download, the same CSV as the export file.
  ['/export/csv/microsurvey_responses', 'microsurvey_responses'],
];

/** A CSV file as a download, never kept by a cache on the way. */
export function sendCsv(reply: FastifyReply, file: { body: NodeJS.ReadableStream; fileName: string; size?: number }) {
  reply.header('content-type', CSV_CONTENT_TYPE);
  reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
  reply.header('cache-control', 'private, no-store');
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(file.body);
}

/** Spec 000 §7 "Exports". */
export function exportsRoutes(app: TypedApp, exports: ExportsService, exportFiles: ExportFilesService): void {
  app.post(
    '/export_files/:accountId',
    {
      schema: {
        tags: ['exports'],
        params: z.object({ accountId: idSchema }),
        body: exportFileRequestSchema,
        response: { 200: exportFileItem, 201: exportFileItem },
      },
    },
    async (request, reply) => {
      const { file, shared } = await exportFiles.request(callerOf(request), request.params.accountId, request.body);
      // The same export already in flight is answered as it is (200), not created again (decision 0111).
      return reply.status(shared ? 200 : 201).send(halItem(file, `/export_files/${file.id}`));
    },
  );

  app.get(
    '/export_files/:id',
    { schema: { tags: ['exports'], params: idParams, response: { 200: exportFileItem } } },
    async (request) =>
      halItem(await exportFiles.get(callerOf(request), request.params.id), `/export_files/${request.params.id}`),
  );

  app.get(
    '/fetch-export-file/:id/file-data',
    { schema: { tags: ['exports'], params: idParams } },
    async (request, reply) => sendCsv(reply, await exportFiles.download(callerOf(request), request.params.id)),
  );

  for (const [path, resource] of DIRECT_DOWNLOADS) {
    app.get(path, { schema: { tags: ['exports'], querystring: csvQuery } }, async (request, reply) =>
      sendCsv(reply, await exports.download(callerOf(request), { resource, filters: request.query })),
    );
  }
}
