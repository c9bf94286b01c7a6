import {
  getMetricsBreakdown,
  getMetricsOverview,
  getSourcesMetrics,
  listGroupMetrics,
  listLocationMetrics,
} from '@repute/domain/contracts/metrics';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { MetricsService } from './metrics.service';

/** Spec 000 §7 "Metrics and reports": the dashboard's calls. */
export function metricsRoutes(app: ContractApp, metrics: MetricsService): void {
  route(app, getMetricsOverview, { config: { responseCache: 'per-session' } }, async (request) =>
    metrics.overview(callerOf(request), request.params.accountId, request.query),
  );

  route(app, getMetricsBreakdown, async (request) =>
    metrics.breakdown(callerOf(request), request.query.account_id, request.query),
  );

  route(app, getSourcesMetrics, async (request) =>
    metrics.sources(callerOf(request), request.params.accountId, request.query),
  );

  route(app, listLocationMetrics, async (request) => {
    const { rows, total } = await metrics.locations(callerOf(request), request.params.accountId, request.query);
    return halList('locations', rows, total, request.query, `/metrics/${request.params.accountId}/location`);
  });

  route(app, listGroupMetrics, async (request) => {
    const { rows, total } = await metrics.groups(callerOf(request), request.params.accountId, request.query);
    return halList('groups', rows, total, request.query, `/metrics/${request.params.accountId}/group`);
  });
}
