export { createWebhooksRepo } from './webhooks.repo';
export { webhooksRoutes } from './webhooks.routes';
export { createWebhooksService } from './webhooks.service';
