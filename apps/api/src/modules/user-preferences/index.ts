export { createUserPreferencesRepo } from './user-preferences.repo';
export { userPreferencesRoutes } from './user-preferences.routes';
export { createUserPreferencesService } from './user-preferences.service';
