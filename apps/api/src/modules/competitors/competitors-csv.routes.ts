import type { ExportResource } from '@repute/domain';
import { downloadCompetitorBrandsCsv, downloadCompetitorLocationsCsv } from '@repute/domain/contracts/competitors';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import type { ContractApp } from '../../platform/http/routing';
import { type ExportsService, sendCsv } from '../exports';

/** Spec 000 §7's direct CSVs of the competitor screens: the overview's locations and the brands (decision 0136). */
const DOWNLOADS = [
  [downloadCompetitorLocationsCsv, 'competitors_overview'],
  [downloadCompetitorBrandsCsv, 'competitors_brands'],
] as const satisfies [unknown, ExportResource][];

export function competitorsCsvRoutes(app: ContractApp, exports: Pick<ExportsService, 'download'>): void {
  for (const [contract, resource] of DOWNLOADS) {
    route(app, contract, async (request, reply) => {
      const file = await exports.download(callerOf(request), { resource, filters: request.query });
      return sendCsv(reply, file);
    });
  }
}
