import { defineModule } from '../../platform/modules/module-definition';
import { sourcesRoutes } from './sources.routes';
import { createSourcesService } from './sources.service';

export const sourcesModule = defineModule({
  name: 'sources',
  createServices: () => ({ sources: createSourcesService() }),
  routes: (app, { sources }) => sourcesRoutes(app, sources),
});
