import { z } from 'zod';
import { listQuerySchema } from './list-query';
import { idSchema } from './whole-numbers';

/** Spec 000 §3 filter option "Group": id, name, active_location_ids. */
export const groupSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  location_ids: z.array(z.number().int()),
  active_location_ids: z.array(z.number().int()),
  location_count: z.number().int(),
  created_at: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

export const GROUP_MESSAGES = {
  nameRequired: 'Group Name is required',
  nameTaken: 'A group with that name already exists',
  unknownLocation: 'Choose locations of this account',
} as const;

/** relevance: best match of the keywords first (the default with keywords). */
export const GROUP_SORT_FIELDS = ['name', 'created_at', 'id', 'relevance'] as const;

export const groupsQuerySchema = listQuerySchema({ sortable: GROUP_SORT_FIELDS }).extend({
  account_id: idSchema.optional(),
  /** Groups that hold this location. */
  containing: idSchema.optional(),
  /** Groups that do not hold this location (offered on the "add to groups" step). */
  not_containing: idSchema.optional(),
  user_id: idSchema.optional(),
});
export type GroupsQuery = z.infer<typeof groupsQuerySchema>;

const locationIds = z.array(idSchema).max(10_000);

export const groupCreateSchema = z.object({
  account_id: idSchema.optional(),
  name: z.string().trim().min(1, GROUP_MESSAGES.nameRequired).max(200),
  location_ids: locationIds.default([]),
});
export type GroupCreate = z.infer<typeof groupCreateSchema>;

/** PATCH renames and/or replaces the membership with location_ids. */
export const groupPatchSchema = z.object({
  account_id: idSchema.optional(),
  name: z.string().trim().min(1, GROUP_MESSAGES.nameRequired).max(200).optional(),
  location_ids: locationIds.optional(),
});
export type GroupPatch = z.infer<typeof groupPatchSchema>;

export const groupMembershipSchema = z.object({ location_ids: locationIds.min(1) });
