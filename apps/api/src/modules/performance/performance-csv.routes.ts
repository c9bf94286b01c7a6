import type { PerformanceGroupBy } from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import type { TypedApp } from '../../platform/http/routing';
import type { ExportsService } from '../exports';

/** Filters as the URL has them; the location_performance CSV's own schema reads them (400 on a bad one). */
const csvQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** Spec 000 §7 / 001 §7: the performance screen's direct CSV downloads, all the location_performance export. */
const DOWNLOADS: [path: string, groupBy: PerformanceGroupBy | null][] = [
  ['/location_score/export/groups/csv', 'group'],
  ['/location_score/export/locations/csv', 'location'],
  // The overview's own download follows the query's group_by.
  ['/location_performance_overview/csv', null],
];

export function performanceCsvRoutes(app: TypedApp, exports: Pick<ExportsService, 'download'>): void {
  for (const [path, groupBy] of DOWNLOADS) {
    app.get(path, { schema: { tags: ['location performance'], querystring: csvQuery } }, async (request, reply) => {
      const filters = groupBy ? { ...request.query, group_by: groupBy } : request.query;
      const file = await exports.download(callerOf(request), { resource: 'location_performance', filters });
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(file.body);
    });
  }
}
