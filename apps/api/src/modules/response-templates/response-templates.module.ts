import { defineModule } from '../../platform/modules/module-definition';
import { createResponseTemplatesRepo } from './response-templates.repo';
import { responseTemplatesRoutes } from './response-templates.routes';
import { createResponseTemplatesService } from './response-templates.service';

type ResponseTemplatesDeps = Omit<Parameters<typeof createResponseTemplatesService>[0], 'repo'>;

export const responseTemplatesModule = defineModule({
  name: 'response-templates',
  createRepos: (db) => createResponseTemplatesRepo(db),
  createServices: (repo, deps: ResponseTemplatesDeps) => ({
    responseTemplates: createResponseTemplatesService({ ...deps, repo }),
  }),
  routes: (app, { responseTemplates }) => responseTemplatesRoutes(app, responseTemplates),
});
