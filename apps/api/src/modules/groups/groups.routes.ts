import {
  addGroupLocations,
  createGroup,
  deleteGroup,
  getGroup,
  listGroups,
  patchGroup,
  removeGroupLocation,
  replaceGroup,
} from '@repute/domain/contracts/groups';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { GroupsService } from './groups.service';

export function groupsRoutes(app: ContractApp, groups: GroupsService): void {
  route(app, listGroups, async (request) => {
    const { rows, total } = await groups.list(callerOf(request), request.query);
    return halList('groups', rows, total, request.query, '/groups', request.query);
  });

  route(app, getGroup, async (request) =>
    halItem(await groups.get(callerOf(request), request.params.id), `/groups/${request.params.id}`),
  );

  route(app, createGroup, async (request, reply) => {
    const group = await groups.create(callerOf(request), request.body);
    return reply.status(201).send(halItem(group, `/groups/${group.id}`));
  });

  for (const contract of [patchGroup, replaceGroup]) {
    route(app, contract, async (request) =>
      halItem(await groups.patch(callerOf(request), request.params.id, request.body), `/groups/${request.params.id}`),
    );
  }

  route(app, deleteGroup, async (request) =>
    halItem(await groups.remove(callerOf(request), request.params.id), `/groups/${request.params.id}`),
  );

  route(app, addGroupLocations, async (request) =>
    halItem(
      await groups.addLocations(callerOf(request), request.params.id, request.body.location_ids),
      `/groups/${request.params.id}`,
    ),
  );

  route(app, removeGroupLocation, async (request) =>
    halItem(
      await groups.removeLocation(callerOf(request), request.params.id, request.params.locationId),
      `/groups/${request.params.id}`,
    ),
  );
}
