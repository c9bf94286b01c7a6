import {
  createUserPreference,
  deleteUserPreference,
  getUserPreference,
  listUserPreferences,
  patchUserPreference,
  replaceUserPreference,
} from '@repute/domain/contracts/user-preferences';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { UserPreferencesService } from './user-preferences.service';

/** Spec 000 §7 "Filter data": GET/POST /user_preferences, PATCH and DELETE /user_preferences/{id}. */
export function userPreferencesRoutes(app: ContractApp, preferences: UserPreferencesService): void {
  route(app, listUserPreferences, async (request) => {
    const { rows, total } = await preferences.list(callerOf(request), request.query);
    return halList('user_preferences', rows, total, request.query, '/user_preferences', request.query);
  });

  route(app, getUserPreference, async (request) =>
    halItem(await preferences.get(callerOf(request), request.params.id), `/user_preferences/${request.params.id}`),
  );

  route(app, createUserPreference, async (request, reply) => {
    const preference = await preferences.create(callerOf(request), request.body);
    return reply.status(201).send(halItem(preference, `/user_preferences/${preference.id}`));
  });

  for (const contract of [patchUserPreference, replaceUserPreference]) {
    route(app, contract, async (request) =>
      halItem(
        await preferences.patch(callerOf(request), request.params.id, request.body),
        `/user_preferences/${request.params.id}`,
      ),
    );
  }

  route(app, deleteUserPreference, async (request) =>
    halItem(await preferences.remove(callerOf(request), request.params.id), `/user_preferences/${request.params.id}`),
  );
}
