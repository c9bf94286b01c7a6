import { defineModule } from '../../platform/modules/module-definition';
import { createGroupsRepo } from './groups.repo';
import { groupsRoutes } from './groups.routes';
import { createGroupsService } from './groups.service';

type GroupsDeps = Omit<Parameters<typeof createGroupsService>[0], 'repo'>;

export const groupsModule = defineModule({
  name: 'groups',
  createRepos: (db) => createGroupsRepo(db),
  createServices: (repo, deps: GroupsDeps) => ({ groups: createGroupsService({ ...deps, repo }) }),
  routes: (app, { groups }) => groupsRoutes(app, groups),
});
