import { defineModule } from '../../platform/modules/module-definition';
import { createUrlsRepo } from './urls.repo';
import { urlsRoutes } from './urls.routes';
import { createUrlsService } from './urls.service';

type UrlsDeps = Omit<Parameters<typeof createUrlsService>[0], 'repo'>;

export const urlsModule = defineModule({
  name: 'urls',
  createRepos: (db) => createUrlsRepo(db),
  createServices: (repo, deps: UrlsDeps) => ({ urls: createUrlsService({ ...deps, repo }) }),
  routes: (app, { urls }) => urlsRoutes(app, urls),
});
