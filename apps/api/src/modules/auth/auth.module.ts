import { defineModule } from '../../platform/modules/module-definition';
import { createAuthRepo } from './auth.repo';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';

type AuthDeps = Omit<Parameters<typeof createAuthService>[0], 'repo'>;

export const authModule = defineModule({
  name: 'auth',
  createRepos: (db) => createAuthRepo(db),
  createServices: (repo, deps: AuthDeps) => ({ auth: createAuthService({ ...deps, repo }) }),
  routes: (app, { auth }) => authRoutes(app, auth),
});
