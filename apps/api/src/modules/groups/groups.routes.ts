import {
  groupCreateSchema,
  groupMembershipSchema,
  groupPatchSchema,
  groupSchema,
  groupsQuerySchema,
  halLinksSchema,
  halListSchema,
  idSchema,
} from '@repute/domain';
import { callerOf } from '../../platform/http/authenticate';
import { halItem, halList } from '../../platform/http/hal';
import { idParams, type TypedApp } from '../../platform/http/routing';
import type { GroupsService } from './groups.service';

const groupItem = groupSchema.extend({ _links: halLinksSchema });
const memberParams = idParams.extend({ locationId: idSchema });

export function groupsRoutes(app: TypedApp, groups: GroupsService): void {
  app.get(
    '/groups',
    {
      schema: {
        tags: ['groups'],
        querystring: groupsQuerySchema,
        response: { 200: halListSchema('groups', groupSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await groups.list(callerOf(request), request.query);
      return halList('groups', rows, total, request.query, '/groups', request.query);
    },
  );

  app.get(
    '/groups/:id',
    { schema: { tags: ['groups'], params: idParams, response: { 200: groupItem } } },
    async (request) => halItem(await groups.get(callerOf(request), request.params.id), `/groups/${request.params.id}`),
  );

  app.post(
    '/groups',
    { schema: { tags: ['groups'], body: groupCreateSchema, response: { 201: groupItem } } },
    async (request, reply) => {
      const group = await groups.create(callerOf(request), request.body);
      return reply.status(201).send(halItem(group, `/groups/${group.id}`));
    },
  );

  for (const method of ['patch', 'put'] as const) {
    app[method](
      '/groups/:id',
      { schema: { tags: ['groups'], params: idParams, body: groupPatchSchema, response: { 200: groupItem } } },
      async (request) =>
        halItem(await groups.patch(callerOf(request), request.params.id, request.body), `/groups/${request.params.id}`),
    );
  }

  app.delete(
    '/groups/:id',
    { schema: { tags: ['groups'], params: idParams, response: { 200: groupItem } } },
    async (request) =>
      halItem(await groups.remove(callerOf(request), request.params.id), `/groups/${request.params.id}`),
  );

  app.post(
    '/groups/:id/locations',
    { schema: { tags: ['groups'], params: idParams, body: groupMembershipSchema, response: { 200: groupItem } } },
    async (request) =>
      halItem(
        await groups.addLocations(callerOf(request), request.params.id, request.body.location_ids),
        `/groups/${request.params.id}`,
      ),
  );

  app.delete(
    '/groups/:id/locations/:locationId',
    { schema: { tags: ['groups'], params: memberParams, response: { 200: groupItem } } },
    async (request) =>
      halItem(
        await groups.removeLocation(callerOf(request), request.params.id, request.params.locationId),
        `/groups/${request.params.id}`,
      ),
  );
}
