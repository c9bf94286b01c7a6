export { billingModule } from './billing.module';
