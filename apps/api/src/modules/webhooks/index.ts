export { webhooksModule } from './webhooks.module';
