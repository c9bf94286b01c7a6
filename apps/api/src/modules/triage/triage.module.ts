import { defineModule } from '../../platform/modules/module-definition';
import { triageRoutes } from './triage.routes';

export const triageModule = defineModule({
  name: 'triage',
  createServices: () => ({}),
  routes: (app) => triageRoutes(app),
});
