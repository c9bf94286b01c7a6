import type { PerformanceGroupBy } from '@repute/domain';
import {
  downloadGroupScoresCsv,
  downloadLocationScoresCsv,
  downloadPerformanceOverviewCsv,
} from '@repute/domain/contracts/performance';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import type { ContractApp } from '../../platform/http/routing';
import type { ExportsService } from '../exports';

/** Spec 000 §7 / 001 §7: the performance screen's direct CSV downloads, all the location_performance export. */
const DOWNLOADS = [
  [downloadGroupScoresCsv, 'group'],
  [downloadLocationScoresCsv, 'location'],
  // The overview's own download follows the query's group_by.
  [downloadPerformanceOverviewCsv, null],
] as const satisfies [unknown, PerformanceGroupBy | null][];

export function performanceCsvRoutes(app: ContractApp, exports: Pick<ExportsService, 'download'>): void {
  for (const [contract, groupBy] of DOWNLOADS) {
    route(app, contract, async (request, reply) => {
      const filters = groupBy ? { ...request.query, group_by: groupBy } : request.query;
      const file = await exports.download(callerOf(request), { resource: 'location_performance', filters });
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(file.body);
    });
  }
}
