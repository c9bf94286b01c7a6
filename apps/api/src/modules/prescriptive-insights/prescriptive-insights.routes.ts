import { dismissPrescriptiveInsight, listPrescriptiveInsights } from '@repute/domain/contracts/prescriptive-insights';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import type { ContractApp } from '../../platform/http/routing';
import type { PrescriptiveInsightsService } from './prescriptive-insights.service';

export function prescriptiveInsightsRoutes(app: ContractApp, insights: PrescriptiveInsightsService): void {
  route(app, listPrescriptiveInsights, async (request) => {
    const { insights: rows, hidden, from, to } = await insights.list(callerOf(request));
    return { _embedded: { prescriptive_insights: rows }, _total: rows.length, hidden, from, to };
  });

  route(app, dismissPrescriptiveInsight, async (request, reply) =>
    reply.status(201).send(await insights.hide(callerOf(request), request.body)),
  );
}
