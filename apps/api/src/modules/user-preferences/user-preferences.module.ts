import { defineModule } from '../../platform/modules/module-definition';
import { createUserPreferencesRepo } from './user-preferences.repo';
import { userPreferencesRoutes } from './user-preferences.routes';
import { createUserPreferencesService } from './user-preferences.service';

type UserPreferencesDeps = Omit<Parameters<typeof createUserPreferencesService>[0], 'repo'>;

export const userPreferencesModule = defineModule({
  name: 'user-preferences',
  createRepos: (db) => createUserPreferencesRepo(db),
  createServices: (repo, deps: UserPreferencesDeps) => ({
    userPreferences: createUserPreferencesService({ ...deps, repo }),
  }),
  routes: (app, { userPreferences }) => userPreferencesRoutes(app, userPreferences),
});
