import {
  createScheduledExport,
  deleteScheduledExport,
  getScheduledExport,
  listScheduledExports,
  patchScheduledExport,
  replaceScheduledExport,
  setScheduledExportSettings,
} from '@repute/domain/contracts/scheduled-exports';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { ScheduledExportsService } from './scheduled-exports.service';

const self = (id: number) => `/scheduled_exports/${id}`;

/** Spec 000 §7 "Scheduled exports": POST, PATCH /{export_id}, GET (list and one), DELETE /{id}. */
export function scheduledExportsRoutes(app: ContractApp, scheduled: ScheduledExportsService): void {
  route(app, listScheduledExports, async (request) => {
    const { rows, total } = await scheduled.list(callerOf(request), request.query);
    const { export_type, ...params } = request.query;
    const links = { ...params, export_type: export_type?.join(',') };
    return halList('scheduled_exports', rows, total, request.query, '/scheduled_exports', links);
  });

  route(app, getScheduledExport, async (request) =>
    halItem(await scheduled.get(callerOf(request), request.params.id), self(request.params.id)),
  );

  route(app, createScheduledExport, async (request, reply) => {
    const created = await scheduled.create(callerOf(request), request.body);
    return reply.status(201).send(halItem(created, self(created.id)));
  });

  for (const contract of [patchScheduledExport, replaceScheduledExport]) {
    route(app, contract, async (request) =>
      halItem(await scheduled.patch(callerOf(request), request.params.id, request.body), self(request.params.id)),
    );
  }

  // Decision 0129: the account's switch for recipients outside it (admins only, as the route table says).
  route(app, setScheduledExportSettings, async (request) =>
    scheduled.setOutsideRecipientsAllowed(callerOf(request), request.body),
  );

  route(app, deleteScheduledExport, async (request) =>
    halItem(await scheduled.remove(callerOf(request), request.params.id), self(request.params.id)),
  );
}
