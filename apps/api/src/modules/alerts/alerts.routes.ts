import {
  createAlert,
  deleteAlert,
  getAlert,
  listAlerts,
  patchAlert,
  replaceAlert,
} from '@repute/domain/contracts/alerts';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { AlertsService } from './alerts.service';

/** The caller's review alerts (issue 11 §3; spec 000 §1 "alerts" fetched generically). */
export function alertsRoutes(app: ContractApp, alerts: AlertsService): void {
  route(app, listAlerts, async (request) => {
    const { rows, total } = await alerts.list(callerOf(request), request.query);
    return halList('alerts', rows, total, request.query, '/alerts', request.query);
  });

  route(app, getAlert, async (request) =>
    halItem(await alerts.get(callerOf(request), request.params.id), `/alerts/${request.params.id}`),
  );

  route(app, createAlert, async (request, reply) => {
    const alert = await alerts.create(callerOf(request), request.body);
    return reply.status(201).send(halItem(alert, `/alerts/${alert.id}`));
  });

  for (const contract of [patchAlert, replaceAlert]) {
    route(app, contract, async (request) =>
      halItem(await alerts.patch(callerOf(request), request.params.id, request.body), `/alerts/${request.params.id}`),
    );
  }

  route(app, deleteAlert, async (request) =>
    halItem(await alerts.remove(callerOf(request), request.params.id), `/alerts/${request.params.id}`),
  );
}
