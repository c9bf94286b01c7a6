import { defineModule } from '../../platform/modules/module-definition';
import { createSourceOverridesRepo } from './source-overrides.repo';
import { sourceOverridesRoutes } from './source-overrides.routes';
import { createSourceOverridesService } from './source-overrides.service';

type SourceOverridesDeps = Omit<Parameters<typeof createSourceOverridesService>[0], 'repo'>;

export const sourceOverridesModule = defineModule({
  name: 'source-overrides',
  createRepos: (db) => createSourceOverridesRepo(db),
  createServices: (repo, deps: SourceOverridesDeps) => ({
    sourceOverrides: createSourceOverridesService({ ...deps, repo }),
  }),
  routes: (app, { sourceOverrides }) => sourceOverridesRoutes(app, sourceOverrides),
});
