import { defineModule } from '../../platform/modules/module-definition';
import { createWebhooksRepo } from './webhooks.repo';
import { webhooksRoutes } from './webhooks.routes';
import { createWebhooksService } from './webhooks.service';

export const webhooksModule = defineModule({
  name: 'webhooks',
  createRepos: (db) => createWebhooksRepo(db),
  createServices: (repo) => ({ webhooks: createWebhooksService(repo) }),
  routes: (app, { webhooks }) => webhooksRoutes(app, webhooks),
});
