import { defineModule } from '../../platform/modules/module-definition';
import { createPasswordsRepo } from './passwords.repo';
import { passwordsRoutes } from './passwords.routes';
import { createPasswordsService } from './passwords.service';

type PasswordsDeps = Omit<Parameters<typeof createPasswordsService>[0], 'repo'>;

export const passwordsModule = defineModule({
  name: 'passwords',
  createRepos: (db) => createPasswordsRepo(db),
  createServices: (repo, deps: PasswordsDeps) => ({ passwords: createPasswordsService({ ...deps, repo }) }),
  routes: (app, { passwords }) => passwordsRoutes(app, passwords),
});
