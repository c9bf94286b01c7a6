import type { PerformanceGroupBy } from '@repute/domain';
import {
  createCustomTarget,
  deleteCustomTarget,
  getBenchmark,
  getCustomTarget,
  getMetricTargets,
  getScoreWeights,
  listCustomTargets,
  listCustomTargetsPerLocation,
  listGroupScores,
  listLocationReport,
  listLocationScores,
  listPerformanceOverview,
  listTargetScores,
  listTargetsPerLocation,
  patchCustomTarget,
  patchMetricTargets,
  replaceCustomTarget,
  resetScoreWeights,
  saveMetricTargets,
  saveScoreWeights,
} from '@repute/domain/contracts/performance';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { PerformanceService } from './performance.service';
import type { TargetsService } from './targets.service';

/** Spec 001 §7 "Location Performance" and spec 000 §7's target, benchmark, report and score calls. */
export function performanceRoutes(app: ContractApp, performance: PerformanceService, targets: TargetsService): void {
  route(app, listPerformanceOverview, async (request) => {
    const { rows, total } = await performance.overview(callerOf(request), request.query);
    return halList(
      'location_performance_overview',
      rows,
      total,
      request.query,
      '/location_performance_overview',
      request.query,
    );
  });

  for (const [contract, view, groupBy] of [
    [listLocationScores, 'locations', 'location'],
    [listGroupScores, 'groups', 'group'],
  ] as const satisfies [unknown, string, PerformanceGroupBy][]) {
    route(app, contract, async (request) => {
      const { accountId } = request.params;
      const { rows, total } = await performance.locationScores(callerOf(request), accountId, groupBy, request.query);
      const path = `/location_score/${accountId}/${view}`;
      return halList('location_scores', rows, total, request.query, path, request.query);
    });
  }

  route(app, getScoreWeights, async (request) => targets.weights(callerOf(request), request.params.accountId));
  route(app, saveScoreWeights, async (request) =>
    targets.saveWeights(callerOf(request), request.params.accountId, request.body),
  );
  route(app, resetScoreWeights, async (request) =>
    targets.saveWeights(callerOf(request), request.params.accountId, null),
  );

  route(app, listTargetScores, async (request) => {
    const rows = await performance.targetScores(callerOf(request), request.query);
    const all = { page: 1, per_page: Math.max(rows.length, 1) };
    return halList('target_scores', rows, rows.length, all, '/target_scores', request.query);
  });

  route(app, getMetricTargets, async (request) => targets.metricTargets(callerOf(request), request.query.account_id));
  for (const contract of [saveMetricTargets, patchMetricTargets]) {
    route(app, contract, async (request) =>
      targets.saveMetricTargets(callerOf(request), request.body.account_id, request.body),
    );
  }

  route(app, listTargetsPerLocation, async (request) => {
    const { rows, total } = await targets.targetsPerLocation(callerOf(request), request.query);
    const plural = 'metric_targets_per_location';
    return halList(plural, rows, total, request.query, `/${plural}`, request.query);
  });
  route(app, listCustomTargetsPerLocation, async (request) => {
    const { rows, total } = await targets.customTargetsPerLocation(callerOf(request), request.query);
    const plural = 'location_custom_targets_per_location';
    return halList(plural, rows, total, request.query, `/${plural}`, request.query);
  });

  route(app, listCustomTargets, async (request) => {
    const { rows, total } = await targets.customTargets(callerOf(request), request.query);
    return halList('location_custom_targets', rows, total, request.query, '/location_custom_targets', request.query);
  });
  route(app, createCustomTarget, async (request, reply) => {
    const target = await targets.createCustomTarget(callerOf(request), request.body);
    return reply.status(201).send(halItem(target, `/location_custom_targets/${target.id}`));
  });
  route(app, getCustomTarget, async (request) =>
    halItem(
      await targets.customTarget(callerOf(request), request.params.id),
      `/location_custom_targets/${request.params.id}`,
    ),
  );
  for (const contract of [patchCustomTarget, replaceCustomTarget]) {
    route(app, contract, async (request) =>
      halItem(
        await targets.updateCustomTarget(callerOf(request), request.params.id, request.body),
        `/location_custom_targets/${request.params.id}`,
      ),
    );
  }
  route(app, deleteCustomTarget, async (request, reply) => {
    await targets.deleteCustomTarget(callerOf(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, listLocationReport, async (request) => {
    const { accountId } = request.params;
    const { rows, total } = await performance.report(callerOf(request), accountId, request.query);
    return halList('locations', rows, total, request.query, `/reports/${accountId}/locations`, request.query);
  });

  route(app, getBenchmark, async (request) =>
    performance.benchmark(callerOf(request), request.params.vertical_id, request.query),
  );
}
