import { defineModule } from '../../platform/modules/module-definition';
import { billingRoutes } from './billing.routes';
import { createBillingService } from './billing.service';

export const billingModule = defineModule({
  name: 'billing',
  createServices: (_repos, { accounts }: { accounts: Parameters<typeof createBillingService>[0] }) => ({
    billing: createBillingService(accounts),
  }),
  routes: (app, { billing }) => billingRoutes(app, billing),
});
