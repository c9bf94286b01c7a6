import { groupCreateSchema, groupMembershipSchema, groupPatchSchema, groupSchema, groupsQuerySchema } from '../groups';
import { halLinksSchema, halListSchema } from '../hal';
import { idSchema } from '../whole-numbers';
import { alsoAs, endpoint } from './endpoint';
import { idParams } from './params';

/** Location groups (spec 000 §2 /groups): every change answers the group as it stands. */

const tags = ['groups'];

export const groupItemSchema = groupSchema.extend({ _links: halLinksSchema });

export const listGroups = endpoint({
  method: 'GET',
  path: '/groups',
  query: groupsQuerySchema,
  responses: { 200: halListSchema('groups', groupSchema) },
  tags,
});

export const getGroup = endpoint({
  method: 'GET',
  path: '/groups/:id',
  params: idParams,
  responses: { 200: groupItemSchema },
  tags,
});

export const createGroup = endpoint({
  method: 'POST',
  path: '/groups',
  body: groupCreateSchema,
  responses: { 201: groupItemSchema },
  tags,
});

/** Renames and/or replaces the membership with location_ids. */
export const patchGroup = endpoint({
  method: 'PATCH',
  path: '/groups/:id',
  params: idParams,
  body: groupPatchSchema,
  responses: { 200: groupItemSchema },
  tags,
});
export const replaceGroup = alsoAs(patchGroup, 'PUT');

export const deleteGroup = endpoint({
  method: 'DELETE',
  path: '/groups/:id',
  params: idParams,
  responses: { 200: groupItemSchema },
  tags,
});

export const addGroupLocations = endpoint({
  method: 'POST',
  path: '/groups/:id/locations',
  params: idParams,
  body: groupMembershipSchema,
  responses: { 200: groupItemSchema },
  tags,
});

export const removeGroupLocation = endpoint({
  method: 'DELETE',
  path: '/groups/:id/locations/:locationId',
  params: idParams.extend({ locationId: idSchema }),
  responses: { 200: groupItemSchema },
  tags,
});
