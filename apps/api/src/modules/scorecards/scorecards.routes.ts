import {
  createScorecardRequest,
  getPublicScorecard,
  getScorecardStandards,
  listLocationScorecards,
  listScorecardRequests,
  putScorecardStandards,
} from '@repute/domain/contracts/scorecards';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import type { ContractApp } from '../../platform/http/routing';
import type { ScorecardsService } from './scorecards.service';

export function scorecardsRoutes(app: ContractApp, scorecards: ScorecardsService): void {
  route(app, getScorecardStandards, async (request) => scorecards.standards(callerOf(request)));
  route(app, putScorecardStandards, async (request) => scorecards.saveStandards(callerOf(request), request.body));

  route(app, listLocationScorecards, async (request) => {
    const { scorecards: rows, from, to } = await scorecards.locations(callerOf(request));
    return { _embedded: { scorecards: rows }, _total: rows.length, from, to };
  });

  route(app, listScorecardRequests, async (request) => {
    const { rows, total } = await scorecards.listRequests(callerOf(request), request.query);
    return halList('scorecard_requests', rows, total, request.query, '/scorecard_requests', request.query);
  });

  route(app, createScorecardRequest, async (request, reply) => {
    const created = await scorecards.createRequest(callerOf(request), request.body);
    return reply.status(201).send(halItem(created, `/scorecard_requests/${created.id}`));
  });

  // The prospect's page: no session; the random id is the key, tried at the token pages' rate.
  route(app, getPublicScorecard, { config: { rateLimits: RATE_LIMITS.token } }, async (request) =>
    scorecards.publicScorecard(request.params.id),
  );
}
