import { defineModule } from '../../platform/modules/module-definition';
import { createBillingRepo } from './billing.repo';
import { billingRoutes } from './billing.routes';
import { type BillingDeps, createBillingService } from './billing.service';

export const billingModule = defineModule({
  name: 'billing',
  createRepos: (db) => createBillingRepo(db),
  createServices: (repo, deps: Omit<BillingDeps, 'repo'>) => ({ billing: createBillingService({ ...deps, repo }) }),
  routes: (app, { billing }) => billingRoutes(app, billing),
});
