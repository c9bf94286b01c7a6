import { defineModule } from '../../platform/modules/module-definition';
import { createAmplifyRepo } from './amplify.repo';
import { amplifyRoutes } from './amplify.routes';
import { createAmplifyService } from './amplify.service';
import { amplifyPublicRoutes } from './amplify-public.routes';

type AmplifyDeps = Omit<Parameters<typeof createAmplifyService>[0], 'repo'>;

export const amplifyModule = defineModule({
  name: 'amplify',
  createRepos: (db) => createAmplifyRepo(db),
  createServices: (repo, deps: AmplifyDeps) => ({ amplify: createAmplifyService({ ...deps, repo }) }),
  routes: (app, { amplify }) => amplifyRoutes(app, amplify),
  publicRoutes: (app, { amplify }) => amplifyPublicRoutes(app, amplify),
});
