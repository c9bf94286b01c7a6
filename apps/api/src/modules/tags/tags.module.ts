import { defineModule } from '../../platform/modules/module-definition';
import { createTagsRepo } from './tags.repo';
import { tagsRoutes } from './tags.routes';
import { createTagsService } from './tags.service';

type TagsDeps = Omit<Parameters<typeof createTagsService>[0], 'repo'>;

export const tagsModule = defineModule({
  name: 'tags',
  createRepos: (db) => createTagsRepo(db),
  createServices: (repo, deps: TagsDeps) => ({ tags: createTagsService({ ...deps, repo }) }),
  routes: (app, { tags }) => tagsRoutes(app, tags),
});
