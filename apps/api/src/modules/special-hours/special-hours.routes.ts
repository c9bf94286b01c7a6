import { SPECIAL_HOURS_MESSAGES } from '@repute/domain';
import {
  createSpecialHours,
  deleteSpecialHours,
  getSpecialHours,
  listSpecialHours,
  patchSpecialHours,
  replaceSpecialHours,
} from '@repute/domain/contracts/special-hours';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { SpecialHoursService } from './special-hours.service';

/** Holiday hours of spec 001 §7: list, create (one location or bulk), patch, delete. */
export function specialHoursRoutes(app: ContractApp, specialHours: SpecialHoursService): void {
  route(app, listSpecialHours, async (request) => {
    const { rows, total } = await specialHours.list(callerOf(request), request.query);
    return halList('special_hours', rows, total, request.query, '/special_hours', request.query);
  });

  route(app, getSpecialHours, async (request) =>
    halItem(await specialHours.get(callerOf(request), request.params.id), `/special_hours/${request.params.id}`),
  );

  route(app, createSpecialHours, async (request, reply) => {
    const { bulk, entries, warnings } = await specialHours.create(callerOf(request), request.body);
    const [first] = entries;
    if (!bulk && first) return reply.status(201).send({ ...halItem(first, `/special_hours/${first.id}`), warnings });
    const list = halList(
      'special_hours',
      entries,
      entries.length,
      { page: 1, per_page: Math.max(1, entries.length) },
      '/special_hours',
    );
    return reply.status(201).send({ ...list, warnings, message: SPECIAL_HOURS_MESSAGES.updated });
  });

  for (const contract of [patchSpecialHours, replaceSpecialHours]) {
    route(app, contract, async (request) => {
      const { entry, warnings } = await specialHours.patch(callerOf(request), request.params.id, request.body);
      return { ...halItem(entry, `/special_hours/${entry.id}`), warnings };
    });
  }

  route(app, deleteSpecialHours, async (request) =>
    halItem(await specialHours.remove(callerOf(request), request.params.id), `/special_hours/${request.params.id}`),
  );
}
