import {
  halLinksSchema,
  halListSchema,
  userPreferenceCreateSchema,
  userPreferencePatchSchema,
  userPreferenceSchema,
  userPreferencesQuerySchema,
} from '@repute/domain';
import { callerOf } from '../../platform/http/authenticate';
import { halItem, halList } from '../../platform/http/hal';
import { idParams, type TypedApp } from '../../platform/http/routing';
import type { UserPreferencesService } from './user-preferences.service';

const preferenceItem = userPreferenceSchema.extend({ _links: halLinksSchema });
const TAGS = ['user_preferences'];

/** Spec 000 §7 "Filter data": GET/POST /user_preferences, PATCH and DELETE /user_preferences/{id}. */
export function userPreferencesRoutes(app: TypedApp, preferences: UserPreferencesService): void {
  app.get(
    '/user_preferences',
    {
      schema: {
        tags: TAGS,
        querystring: userPreferencesQuerySchema,
        response: { 200: halListSchema('user_preferences', userPreferenceSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await preferences.list(callerOf(request), request.query);
      return halList('user_preferences', rows, total, request.query, '/user_preferences', request.query);
    },
  );

  app.get(
    '/user_preferences/:id',
    { schema: { tags: TAGS, params: idParams, response: { 200: preferenceItem } } },
    async (request) =>
      halItem(await preferences.get(callerOf(request), request.params.id), `/user_preferences/${request.params.id}`),
  );

  app.post(
    '/user_preferences',
    { schema: { tags: TAGS, body: userPreferenceCreateSchema, response: { 201: preferenceItem } } },
    async (request, reply) => {
      const preference = await preferences.create(callerOf(request), request.body);
      return reply.status(201).send(halItem(preference, `/user_preferences/${preference.id}`));
    },
  );

  for (const method of ['patch', 'put'] as const) {
    app[method](
      '/user_preferences/:id',
      { schema: { tags: TAGS, params: idParams, body: userPreferencePatchSchema, response: { 200: preferenceItem } } },
      async (request) =>
        halItem(
          await preferences.patch(callerOf(request), request.params.id, request.body),
          `/user_preferences/${request.params.id}`,
        ),
    );
  }

  app.delete(
    '/user_preferences/:id',
    { schema: { tags: TAGS, params: idParams, response: { 200: preferenceItem } } },
    async (request) =>
      halItem(await preferences.remove(callerOf(request), request.params.id), `/user_preferences/${request.params.id}`),
  );
}
