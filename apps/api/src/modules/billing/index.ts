export { billingRoutes } from './billing.routes';
export { createBillingService } from './billing.service';
