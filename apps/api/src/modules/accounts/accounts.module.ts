import { defineModule } from '../../platform/modules/module-definition';
import { createAccountsRepo } from './accounts.repo';
import { accountsRoutes } from './accounts.routes';
import { createAccountsService, type LocationCounts, type SetupFacts } from './accounts.service';
import { createBrandFor } from './brand-for';

/** Built first: the setup facts and location counts are other modules' `reads`, not their services. */
export const accountsModule = defineModule({
  name: 'accounts',
  createRepos: (db) => createAccountsRepo(db),
  createServices: (repo, deps: { setupFacts: SetupFacts; locationCounts: LocationCounts }) => {
    const accounts = createAccountsService(repo, deps.setupFacts, deps.locationCounts);
    return { accounts, brandFor: createBrandFor(accounts.brandingOf) };
  },
  routes: (app, { accounts }) => accountsRoutes(app, accounts),
});
