import { convertChildTrial, extendChildTrial, listChildTrials } from '@repute/domain/contracts/billing';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import type { ContractApp } from '../../platform/http/routing';
import type { ChildTrialsService } from './child-trials.service';

export function childTrialsRoutes(app: ContractApp, trials: ChildTrialsService): void {
  route(app, listChildTrials, async (request) => trials.list(callerOf(request)));
  route(app, extendChildTrial, async (request) => trials.extend(callerOf(request), request.params.id, request.body));
  route(app, convertChildTrial, async (request) => trials.convert(callerOf(request), request.params.id, request.body));
}
