import { defineModule } from '../../platform/modules/module-definition';
import { createUsersRepo } from './users.repo';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

type UsersDeps = Omit<Parameters<typeof createUsersService>[0], 'repo'>;

export const usersModule = defineModule({
  name: 'users',
  createRepos: (db) => createUsersRepo(db),
  /** The account's setup progress counts its teammates (accounts is built before users); billing writes to admins. */
  reads: (repo) => ({ teammatesCount: repo.teammatesCount, adminEmails: repo.adminEmails }),
  createServices: (repo, deps: UsersDeps) => ({ users: createUsersService({ ...deps, repo }) }),
  routes: (app, { users }) => usersRoutes(app, users),
});
