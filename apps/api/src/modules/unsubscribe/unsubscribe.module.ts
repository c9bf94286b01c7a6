import { defineModule } from '../../platform/modules/module-definition';
import { unsubscribeRoutes } from './unsubscribe.routes';
import { createUnsubscribeService, type UnsubscribeDeps } from './unsubscribe.service';

export const unsubscribeModule = defineModule({
  name: 'unsubscribe',
  createServices: (_repos, deps: UnsubscribeDeps) => ({ unsubscribe: createUnsubscribeService(deps) }),
  routes: (app, { unsubscribe }) => unsubscribeRoutes(app, unsubscribe),
});
