import { halLinksSchema, halListSchema } from '../hal';
import {
  userPreferenceCreateSchema,
  userPreferencePatchSchema,
  userPreferenceSchema,
  userPreferencesQuerySchema,
} from '../saved-filters';
import { alsoAs, endpoint } from './endpoint';
import { idParams } from './params';

/** Saved filters (spec 000 §7 "Filter data"): GET/POST /user_preferences, PATCH and DELETE /user_preferences/{id}. */

const tags = ['user_preferences'];

export const userPreferenceItemSchema = userPreferenceSchema.extend({ _links: halLinksSchema });

export const listUserPreferences = endpoint({
  method: 'GET',
  path: '/user_preferences',
  query: userPreferencesQuerySchema,
  responses: { 200: halListSchema('user_preferences', userPreferenceSchema) },
  tags,
});

export const getUserPreference = endpoint({
  method: 'GET',
  path: '/user_preferences/:id',
  params: idParams,
  responses: { 200: userPreferenceItemSchema },
  tags,
});

export const createUserPreference = endpoint({
  method: 'POST',
  path: '/user_preferences',
  body: userPreferenceCreateSchema,
  responses: { 201: userPreferenceItemSchema },
  tags,
});

export const patchUserPreference = endpoint({
  method: 'PATCH',
  path: '/user_preferences/:id',
  params: idParams,
  body: userPreferencePatchSchema,
  responses: { 200: userPreferenceItemSchema },
  tags,
});
export const replaceUserPreference = alsoAs(patchUserPreference, 'PUT');

export const deleteUserPreference = endpoint({
  method: 'DELETE',
  path: '/user_preferences/:id',
  params: idParams,
  responses: { 200: userPreferenceItemSchema },
  tags,
});
